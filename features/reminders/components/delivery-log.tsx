"use client";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import useSWR from "swr";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table/data-table";
import { DataTableExport } from "@/components/ui/data-table/data-table-export";
import { useErrorText } from "@/hooks/use-error-text";
import { swrFetcher } from "@/lib/browser/api";
import { isLocale } from "@/i18n/locales";
import { formatCount } from "@/lib/format";
import type { ListPage } from "@/lib/list/query";
import { LOG_PAGE_SIZE } from "@/features/reminders/model/schemas";
import type { DeliveryRow } from "@/lib/schemas/reminder-deliveries";
import { deliveryColumns, deliveryRowLabel } from "./delivery-columns";

/** The log has one order (newest first); the export sends the list parameters every export sends. */
const EXPORT_QUERY = { tab: "all", q: "", sort: "newest" };
const LOG_PAGE_SIZES = [LOG_PAGE_SIZE] as const;

/**
 * Every reminder and digest of the account: when, to whom, how, and what became of it. The list
 * kit's table: below `sm` the row keeps when, to whom and the outcome, and the rest opens in its
 * detail row, so nothing scrolls sideways on a phone.
 */
export function DeliveryLog({ initial }: { initial: { rows: DeliveryRow[]; total: number } }) {
  const t = useTranslations("reminders");
  const locale = useLocale();
  const errorText = useErrorText();
  const columns = useMemo(() => deliveryColumns(t, errorText), [t, errorText]);
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
      <DataTable
        caption={t("deliveries")}
        columns={columns}
        data={rows}
        getRowId={(row) => String(row.id)}
        rowLabel={deliveryRowLabel}
        rowCount={total}
        pagination={{ pageIndex: page - 1, pageSize: LOG_PAGE_SIZE }}
        onPaginationChange={(next) => setPage(next.pageIndex + 1)}
        pageSizes={LOG_PAGE_SIZES}
        emptyMessage={t("nothingSent")}
        footer={false}
      />
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
