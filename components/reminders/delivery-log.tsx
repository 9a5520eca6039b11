"use client";
import { useState } from "react";
import useSWR from "swr";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { DataTableExport } from "@/components/ui/data-table/data-table-export";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { swrFetcher } from "@/lib/browser/api";
import { formatTimestamp } from "@/lib/format";
import type { ListPage } from "@/lib/list/query";
import { CHANNELS, LOG_PAGE_SIZE, OUTCOMES, type DeliveryRow } from "@/lib/reminders/schemas";

const HEAD = ["When", "To", "Channel", "Rule", "Expiry", "Outcome", "Tries", "Detail"];
/** The log has one order (newest first); the export sends the list parameters every export sends. */
const EXPORT_QUERY = { tab: "all", q: "", sort: "newest" };

/** Every reminder and digest of the account: when, to whom, how, and what became of it. */
export function DeliveryLog({ initial }: { initial: { rows: DeliveryRow[]; total: number } }) {
  const [page, setPage] = useState(1);
  const { data, error } = useSWR<ListPage<DeliveryRow>>(`/api/reminders/log?page=${page}&size=${LOG_PAGE_SIZE}`, swrFetcher, {
    fallbackData: page === 1 ? { ...initial, totalPages: Math.max(1, Math.ceil(initial.total / LOG_PAGE_SIZE)), counts: {} } : undefined,
    keepPreviousData: true,
  });
  const rows = data?.rows ?? [];
  const total = data?.total ?? initial.total;
  const pages = Math.max(1, Math.ceil(total / LOG_PAGE_SIZE));

  return (
    <Card title="Delivery log" aside={<span className="text-sm text-slate-600">{total} in all</span>}>
      <DataTableExport kind="reminders" api="/api/reminders/log" query={EXPORT_QUERY} expectedRows={total} disabled={total === 0} />
      {error && <p role="alert" className="text-sm text-danger">{error instanceof Error ? error.message : String(error)}</p>}
      <ScrollRegion label="Deliveries">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-slate-300">
              {HEAD.map((h) => (
                <th key={h} scope="col" className="px-2 py-2 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={HEAD.length} className="px-2 py-4 text-slate-600">
                  Nothing sent yet.
                </td>
              </tr>
            )}
            {rows.map((row) => (
              <tr key={row.id} className="border-b border-slate-200 align-top">
                <td className="whitespace-nowrap px-2 py-2">{formatTimestamp(row.at)}</td>
                <td className="px-2 py-2">{row.recipient}</td>
                <td className="px-2 py-2">{CHANNELS[row.channel]}</td>
                <td className="px-2 py-2">{row.ruleDays === null ? "" : `${row.ruleDays} days before`}</td>
                <td className="whitespace-nowrap px-2 py-2">{row.expiry ?? ""}</td>
                <td className="px-2 py-2">{OUTCOMES[row.outcome]}</td>
                <td className="px-2 py-2 tabular-nums">{row.attempts}</td>
                <td className="px-2 py-2">{row.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <nav aria-label="Delivery log pages" className="flex items-center gap-3 text-sm">
        <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
          Previous
        </Button>
        <span>
          Page {page} of {pages}
        </span>
        <Button variant="secondary" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
          Next
        </Button>
      </nav>
    </Card>
  );
}
