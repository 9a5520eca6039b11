"use client";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import useSWR from "swr";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { DataTableExport } from "@/components/ui/data-table/data-table-export";
import { ScrollRegion } from "@/components/ui/scroll-region";
import { swrFetcher } from "@/lib/browser/api";
import { isLocale } from "@/i18n/locales";
import { formatCount, formatTimestamp } from "@/lib/format";
import type { ListPage } from "@/lib/list/query";
import { CHANNEL_KEYS, OUTCOME_KEYS } from "@/lib/export/tables/reminders";
import { LOG_PAGE_SIZE, type DeliveryRow } from "@/lib/reminders/schemas";
/** The log has one order (newest first); the export sends the list parameters every export sends. */
const EXPORT_QUERY = { tab: "all", q: "", sort: "newest" };

/** Every reminder and digest of the account: when, to whom, how, and what became of it. */
export function DeliveryLog({ initial }: { initial: { rows: DeliveryRow[]; total: number } }) {
  const t = useTranslations("reminders");
  const locale = useLocale();
  const head = [t("when"), t("to"), t("channel"), t("rule"), t("expiry"), t("outcome"), t("tries"), t("detail")];
  const [page, setPage] = useState(1);
  const { data, error } = useSWR<ListPage<DeliveryRow>>(`/api/reminders/log?page=${page}&size=${LOG_PAGE_SIZE}`, swrFetcher, {
    fallbackData: page === 1 ? { ...initial, totalPages: Math.max(1, Math.ceil(initial.total / LOG_PAGE_SIZE)), counts: {} } : undefined,
    keepPreviousData: true,
  });
  const rows = data?.rows ?? [];
  const total = data?.total ?? initial.total;
  const pages = Math.max(1, Math.ceil(total / LOG_PAGE_SIZE));

  return (
    <Card
      title={t("logTitle")}
      aside={<span className="text-sm text-slate-600">{t("inAll", { total: formatCount(total, isLocale(locale) ? locale : undefined) })}</span>}
    >
      <DataTableExport kind="reminders" api="/api/reminders/log" query={EXPORT_QUERY} expectedRows={total} disabled={total === 0} />
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error instanceof Error ? error.message : String(error)}
        </p>
      )}
      <ScrollRegion label={t("deliveries")}>
        <table className="w-full text-start text-sm">
          <thead>
            <tr className="border-b border-slate-300">
              {head.map((h) => (
                <th key={h} scope="col" className="px-2 py-2 font-semibold">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={head.length} className="px-2 py-4 text-slate-600">
                  {t("nothingSent")}
                </td>
              </tr>
            )}
            {rows.map((row) => (
              <tr key={row.id} className="border-b border-slate-200 align-top">
                <td className="whitespace-nowrap px-2 py-2">{formatTimestamp(row.at)}</td>
                <td className="px-2 py-2">{row.recipient}</td>
                <td className="px-2 py-2">{t(CHANNEL_KEYS[row.channel])}</td>
                <td className="px-2 py-2">{row.ruleDays === null ? "" : t("daysBefore", { days: row.ruleDays })}</td>
                <td className="whitespace-nowrap px-2 py-2">{row.expiry ?? ""}</td>
                <td className="px-2 py-2">{t(OUTCOME_KEYS[row.outcome])}</td>
                <td className="px-2 py-2 tabular-nums">{row.attempts}</td>
                <td className="px-2 py-2">{row.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <nav aria-label={t("pages")} className="flex items-center gap-3 text-sm">
        <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
          {t("previous")}
        </Button>
        <span>{t("pageOf", { page, pages })}</span>
        <Button variant="secondary" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
          {t("next")}
        </Button>
      </nav>
    </Card>
  );
}
