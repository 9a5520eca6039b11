"use client";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { DateText } from "@/components/ui/when";
import { useFormat } from "@/hooks/use-format";
import type { MacClient } from "@/lib/schemas/mac";
import { PlainTableHead } from "@/components/ui/plain-table-head";

/** The client using a MAC, as Delete MAC shows it: Login, Mac, Expiry and a Delete button (spec §2.6). */
export function MacClientTable({ client, onDelete }: { client: MacClient; onDelete: () => void }) {
  const t = useTranslations("mac");
  const format = useFormat();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-start text-sm">
        <caption className="sr-only">{t("clientUsing", { mac: format.ltr(client.mac) })}</caption>
        <PlainTableHead columns={[t("login"), t("mac"), t("expiry")]} />
        <tbody>
          <tr className="border-b border-slate-100">
            <td className="px-3 py-2 font-medium">{client.name}</td>
            <td dir="ltr" className="px-3 py-2 text-start font-mono text-xs whitespace-nowrap">
              {client.mac}
            </td>
            <td className="px-3 py-2">
              <DateText value={client.expiry} />
            </td>
            <td className="px-3 py-2 text-end">
              <Button variant="danger" onClick={onDelete}>
                {t("delete")}
              </Button>
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
