"use client";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import useSWR from "swr";
import { Alert } from "@/components/ui/alert";
import { Card } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table/data-table";
import { DataTableSearch } from "@/components/ui/data-table/data-table-search";
import { isLocale } from "@/i18n/locales";
import { swrFetcher } from "@/lib/browser/api";
import { formatCount } from "@/lib/format";
import type { AccountKind } from "@/lib/accounts/kinds";
import { defaultQuery, listParams, PAGE_SIZES, type ListPage, type QueryOf } from "@/lib/list/query";
import { TRANSACTION_LIST } from "@/lib/lists";
import type { Role } from "@/lib/roles";
import type { LedgerRow } from "@/lib/schemas/ledger";
import { ledgerColumns, ledgerRowLabel } from "./ledger-columns";

type Props = {
  viewer: Role;
  kind: AccountKind;
  name: string;
  /** The BFF address of the account's ledger (/api/accounts/<kind>/<name>/transactions). */
  path: string;
  /** The first page the server loaded, or null when that failed (then `initialError` shows while the browser asks again). */
  initial: ListPage<LedgerRow> | null;
  initialError: string | null;
};

type Query = QueryOf<typeof TRANSACTION_LIST>;
const FIRST: Query = defaultQuery(TRANSACTION_LIST);

/**
 * An account's Transaction History, paged and searched on the server (by login, type and
 * description, as the Transactions screen), newest first. Its state stays in the card, not the
 * URL: the edit screen's URL names the account.
 */
export function AccountLedgerCard({ viewer, kind, name, path, initial, initialError }: Props) {
  const t = useTranslations("transactions");
  const locale = useLocale();
  const [query, setQuery] = useState<Query>(FIRST);
  // The size always goes along: the BFF's default page is an export's, not the screen's.
  const params = listParams(TRANSACTION_LIST, query);
  params.set("size", String(query.size));
  const key = `${path}?${params}`;
  const isFirst = query.q === FIRST.q && query.page === FIRST.page && query.size === FIRST.size && query.sort === FIRST.sort;
  const { data, error, isLoading, isValidating } = useSWR<ListPage<LedgerRow>>(key, swrFetcher, {
    fallbackData: isFirst && initial ? initial : undefined,
    keepPreviousData: true,
    revalidateOnMount: !isFirst || !initial,
  });
  const columns = useMemo(() => ledgerColumns(t, { viewer, owner: { self: false, kind } }), [t, viewer, kind]);
  const problem = error instanceof Error ? error.message : data === undefined ? initialError : null;
  const total = data?.total ?? 0;

  return (
    <Card
      title={t("history")}
      aside={<span className="text-sm text-slate-500">{t("rows", { count: total, n: formatCount(total, isLocale(locale) ? locale : undefined) })}</span>}
    >
      <div className="max-w-md">
        <DataTableSearch label={t("search")} value={query.q} onSearch={(q) => setQuery({ ...query, q, page: 1 })} />
      </div>
      {problem && <Alert tone="error">{problem}</Alert>}
      <DataTable
        caption={t("of", { name })}
        columns={columns}
        data={data?.rows ?? []}
        getRowId={(row) => String(row.position)}
        rowLabel={ledgerRowLabel}
        rowCount={total}
        pagination={{ pageIndex: query.page - 1, pageSize: query.size }}
        onPaginationChange={(next) => setQuery({ ...query, page: next.pageIndex + 1, size: next.pageSize })}
        pageSizes={PAGE_SIZES}
        pending={isValidating && data !== undefined}
        emptyMessage={isLoading ? t("loading") : query.q ? t("empty") : t("noneYet")}
      />
    </Card>
  );
}
