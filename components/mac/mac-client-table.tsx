"use client";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format";
import type { MacClient } from "@/lib/schemas/mac";
import { PlainTableHead } from "@/components/ui/plain-table-head";

const COLUMNS = ["Login", "Mac", "Expiry"] as const;

/** The client using a MAC, as Delete MAC shows it: Login, Mac, Expiry and a Delete button (spec §2.6). */
export function MacClientTable({ client, onDelete }: { client: MacClient; onDelete: () => void }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Client using {client.mac}</caption>
        <PlainTableHead columns={COLUMNS} />
        <tbody>
          <tr className="border-b border-slate-100">
            <td className="px-3 py-2 font-medium">{client.name}</td>
            <td className="px-3 py-2 font-mono text-xs whitespace-nowrap">{client.mac}</td>
            <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatDate(client.expiry)}</td>
            <td className="px-3 py-2 text-right">
              <Button variant="danger" onClick={onDelete}>
                Delete
              </Button>
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
