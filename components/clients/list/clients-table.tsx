"use client";
import Link from "next/link";
import { useId, useMemo } from "react";
import { DataTable } from "@/components/ui/data-table/data-table";
import { DataTableSearch } from "@/components/ui/data-table/data-table-search";
import { DataTableTabs } from "@/components/ui/data-table/data-table-tabs";
import { DataTableToolbar } from "@/components/ui/data-table/data-table-toolbar";
import { sortingFromParam, sortParamFromSorting } from "@/components/ui/data-table/sort-param";
import { useUrlListState } from "@/components/ui/data-table/use-url-list-state";
import { CLIENT_ROUTES, type Role } from "@/lib/roles";
import { listHref, PAGE_SIZES, SORTS, type ListQuery } from "@/lib/list-url";
import type { ClientListPage, ClientRow } from "@/lib/schemas/client-list";
import { CLIENT_COLUMNS } from "./columns";
import { ExportButtons } from "./export-buttons";

type Props = {
  role: Role;
  /** The list state the server parsed from the URL and rendered. */
  query: ListQuery;
  /** The one page of rows, and the counts, the server fetched for it. */
  page: ClientListPage;
};

const clientId = (client: ClientRow) => client.name;
const toSort = (sort: string | undefined): ListQuery["sort"] => (SORTS as readonly string[]).includes(sort ?? "") ? (sort as ListQuery["sort"]) : "name";

export function ClientsTable({ role, query: shown, page }: Props) {
  const tableId = useId();
  const routes = CLIENT_ROUTES[role];
  const { query, pending, update } = useUrlListState(shown, (next: ListQuery) => listHref(routes.list, next));
  const pagination = useMemo(() => ({ pageIndex: query.page - 1, pageSize: query.size }), [query.page, query.size]);
  const sorting = useMemo(() => sortingFromParam(query.sort), [query.sort]);
  const tabs = useMemo(
    () => [
      { value: "all" as const, label: "ALL", count: page.counts.all },
      { value: "active" as const, label: "ACTIVE", count: page.counts.active },
      { value: "expired" as const, label: "EXPIRED", count: page.counts.expired },
    ],
    [page.counts],
  );

  return (
    <section aria-label="Clients" className="flex min-w-0 flex-col gap-3 rounded-lg bg-surface pt-2 shadow-sm">
      <DataTableToolbar
        // Every filter change goes back to page 1 (CONVENTIONS §9).
        filters={<DataTableTabs label="Client status" tabs={tabs} value={query.tab} controls={tableId} onChange={(tab) => update({ tab, page: 1 })} />}
        search={<DataTableSearch value={query.q} onSearch={(q) => update({ q, page: 1 }, { replace: true })} />}
        actions={
          <>
            <ExportButtons query={{ tab: shown.tab, q: shown.q, sort: shown.sort }} disabled={page.total === 0} />
            <Link href={routes.add} className="inline-flex items-center justify-center rounded bg-primary px-4 py-2 text-sm font-semibold uppercase tracking-wide text-white hover:bg-primary-dark">
              Add Client
            </Link>
          </>
        }
      />
      <DataTable
        id={tableId}
        caption="Clients"
        columns={CLIENT_COLUMNS[role]}
        data={page.client_list}
        getRowId={clientId}
        rowLabel={clientId}
        rowCount={page.total}
        pagination={pagination}
        onPaginationChange={(next) => update({ page: next.pageIndex + 1, size: next.pageSize })}
        sorting={sorting}
        onSortingChange={(next) => update({ sort: toSort(sortParamFromSorting(next)), page: 1 })}
        pageSizes={PAGE_SIZES}
        pending={pending}
        emptyMessage="No clients found"
      />
    </section>
  );
}
