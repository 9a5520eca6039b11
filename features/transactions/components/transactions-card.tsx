"use client";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table/data-table";
import { useTransactions } from "@/features/transactions/hooks/use-transactions";
import { isLocale } from "@/i18n/locales";
import { formatCount } from "@/lib/format";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "@/lib/list/query";
import type { Transaction } from "@/lib/schemas/client-detail";
import type { LedgerRow } from "@/lib/schemas/ledger";
import { ledgerColumns, ledgerRowLabel } from "./ledger/ledger-columns";

type Props = {
  title?: string;
  /** Names whose ledger this is, in the caption: "Transactions of alice". */
  name: string;
  /** The BFF address of the rows ({ data: Transaction[] }); reloaded with mutate(path) after a change. */
  path: string;
  initial: Transaction[] | null;
  initialError: string | null;
  className?: string;
};

/**
 * A client's Transactions in a card (clients spec §2: Date, Type, Credits, Expiry, Description).
 * The history is one client's, answered whole, so it is paged here; below `sm` the date, expiry
 * and description go to the row's detail panel rather than being cut off.
 */
export function TransactionsCard({ title, name, path, initial, initialError, className }: Props) {
  const t = useTranslations("transactions");
  const locale = useLocale();
  // TanStack wants stable columns: built again only when the language changes.
  const columns = useMemo(() => ledgerColumns(t), [t]);
  const { data, loading, error } = useTransactions(path, initial);
  const [paging, setPaging] = useState({ pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE });
  const rows: LedgerRow[] = useMemo(() => (data ?? []).map((row, i) => ({ ...row, position: i + 1 })), [data]);
  const problem = error?.message ?? (data === undefined ? initialError : null);
  const lastPage = Math.max(0, Math.ceil(rows.length / paging.pageSize) - 1);
  // A shorter history after a refresh (a retrieve) must not leave the card on a page past its end.
  const pageIndex = Math.min(paging.pageIndex, lastPage);
  const start = pageIndex * paging.pageSize;
  return (
    <Card
      title={title ?? t("title")}
      aside={
        <span className="text-sm text-slate-500">{t("rows", { count: rows.length, n: formatCount(rows.length, isLocale(locale) ? locale : undefined) })}</span>
      }
      className={className}
    >
      {problem && <Alert tone="error">{problem}</Alert>}
      <DataTable
        caption={t("of", { name })}
        columns={columns}
        data={rows.slice(start, start + paging.pageSize)}
        getRowId={(row) => String(row.position)}
        rowLabel={ledgerRowLabel}
        rowCount={rows.length}
        pagination={{ pageIndex, pageSize: paging.pageSize }}
        onPaginationChange={setPaging}
        pageSizes={PAGE_SIZES}
        emptyMessage={problem ? "" : loading ? t("loading") : t("noneYet")}
      />
    </Card>
  );
}
