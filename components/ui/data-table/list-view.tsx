"use client";
import type { RowData } from "@tanstack/react-table";
import { type ComponentType, type ReactNode, useId, useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import type { Namespace } from "@/i18n/namespaces";
import type { ExportKind } from "@/lib/export/kinds";
import { listHref, PAGE_SIZES, type ListPage, type ListShape, type QueryOf, type SortOf, type TabOf } from "@/lib/list/query";
import type { Role } from "@/lib/roles";
import { LinkButton } from "@/components/ui/link-button";
import { DataTable } from "./data-table";
import { DataTableExport } from "./data-table-export";
import { columnVisibilityFor, type DataTableColumns } from "./data-table-features";
import { DataTableSearch } from "./data-table-search";
import { DataTableSelectionBar, type Selection } from "./data-table-selection-bar";
import { DataTableTabs } from "./data-table-tabs";
import { DataTableToolbar } from "./data-table-toolbar";
import { sortingFromParam, sortParamFromSorting } from "./sort-param";
import { useUrlListState } from "./use-url-list-state";

/** A list, declared once: everything the kit needs to show, page, sort, search, export and select it. */
export type ListDefinition<Row extends RowData, S extends ListShape> = {
  /**
   * Given, the definition's texts (name, tabs, emptyMessage, footnote, the add label, the columns'
   * string headers and meta labels) are keys in this catalogue namespace, shown translated
   * (docs/i18n.md); a text that is no key there is shown as it is.
   */
  namespace?: Namespace;
  /** Names the table and its section, e.g. "Clients". */
  name: string;
  shape: S;
  /** The tabs' group name and each tab's label; a list without tabs leaves this out. */
  tabs?: { label: string; labels: Record<TabOf<S>, string> };
  /** The columns for a role (built once per role and kept: TanStack wants stable columns). */
  columns: (role: Role) => DataTableColumns<Row>;
  rowId: (row: Row) => string;
  /** Names a row in its small-screen detail toggle ("Show details for <label>"); the row id when absent. */
  rowLabel?: (row: Row) => string;
  emptyMessage: string;
  /** A visible note under the table, e.g. why some row actions are disabled (a tooltip alone is not enough). */
  footnote?: string;
  /** The BFF endpoint that pages this list; exports fetch every matching row from it. */
  api: string;
  /** The declared export table; no export buttons without one. */
  exportKind?: ExportKind;
  /** Replaces the search box, e.g. with fields that each edit one filter of the search text (the audit log). */
  search?: ComponentType<{ value: string; onSearch: (q: string) => void }>;
  /** The toolbar's Add link for a role, or null when the role has none. */
  add?: (role: Role) => { label: string; href: string } | null;
};

export type ListViewProps<Row extends RowData, S extends ListShape> = {
  role: Role;
  /** The screen's route, where the list state lives in the URL. */
  path: string;
  /** The list state the server parsed from the URL and rendered. */
  query: QueryOf<S>;
  /** The one page of rows, and the counts, the server fetched for it. */
  page: ListPage<Row>;
  /** Given, rows can be selected (on this page, or every matching row) and the selection reported. */
  onSelectionChange?: (selection: Selection) => void;
  /** What acts on the selection (e.g. 'Renew selected'), shown beside its count above the table. */
  selectionActions?: ReactNode;
};

const NO_SELECTION: Selection = { ids: [], allMatching: false, count: 0 };

export function ListView<Row extends RowData, S extends ListShape>({
  definition,
  role,
  path,
  query: shown,
  page,
  onSelectionChange,
  selectionActions,
}: ListViewProps<Row, S> & { definition: ListDefinition<Row, S> }) {
  const tableId = useId();
  const t = useTranslations(definition.namespace ?? "table");
  const tr = (text: string) => (definition.namespace && t.has(text) ? t(text) : text);
  const { shape } = definition;
  const { query, pending, update } = useUrlListState(shown, (next: QueryOf<S>) => listHref(path, shape, next));
  // eslint-disable-next-line react-hooks/exhaustive-deps -- tr changes with t, which changes with the language
  const columns = useMemo(() => translatedColumns(definition.columns(role), tr), [definition, role, t]);
  const columnVisibility = useMemo(() => columnVisibilityFor(columns, role), [columns, role]);
  const pagination = useMemo(() => ({ pageIndex: query.page - 1, pageSize: query.size }), [query.page, query.size]);
  const sorting = useMemo(() => sortingFromParam(query.sort), [query.sort]);
  const [selection, setSelection] = useState<Selection>(NO_SELECTION);
  const added = definition.add?.(role) ?? null;
  const add = added && { ...added, label: tr(added.label) };

  function select(next: Selection) {
    setSelection(next);
    onSelectionChange?.(next);
  }
  // A new tab or search is another set of rows: what was selected no longer applies.
  function filter(patch: Partial<QueryOf<S>>, options?: { replace?: boolean }) {
    if (selection.count > 0) select(NO_SELECTION);
    update({ ...patch, page: 1 }, options);
  }
  const toSort = (sort: string | undefined): SortOf<S> => ((shape.sorts as readonly string[]).includes(sort ?? "") ? (sort as SortOf<S>) : shape.sorts[0]);
  const tabs = definition.tabs;
  const Search = definition.search ?? DataTableSearch;

  return (
    <section aria-label={tr(definition.name)} className="flex min-w-0 flex-col gap-3 rounded-lg bg-surface pt-2 shadow-sm">
      <DataTableToolbar
        filters={
          tabs && (
            <DataTableTabs
              label={tr(tabs.label)}
              tabs={shape.tabs.map((tab) => ({ value: tab as TabOf<S>, label: tr(tabs.labels[tab as TabOf<S>]), count: page.counts[tab] }))}
              value={query.tab}
              controls={tableId}
              onChange={(tab) => filter({ tab } as Partial<QueryOf<S>>)}
            />
          )
        }
        search={<Search value={query.q} onSearch={(q) => filter({ q } as Partial<QueryOf<S>>, { replace: true })} />}
        actions={
          <>
            {definition.exportKind && (
              <DataTableExport
                kind={definition.exportKind}
                api={definition.api}
                query={{ tab: shown.tab, q: shown.q, sort: shown.sort }}
                expectedRows={page.total}
                disabled={page.total === 0}
              />
            )}
            {add && <LinkButton href={add.href}>{add.label}</LinkButton>}
          </>
        }
      />
      {onSelectionChange && <DataTableSelectionBar selection={selection} total={page.total} onChange={select} actions={selectionActions} />}
      <DataTable
        id={tableId}
        caption={tr(definition.name)}
        columns={columns}
        columnVisibility={columnVisibility}
        data={page.rows}
        getRowId={definition.rowId}
        rowLabel={definition.rowLabel}
        rowCount={page.total}
        pagination={pagination}
        onPaginationChange={(next) => update({ page: next.pageIndex + 1, size: next.pageSize } as Partial<QueryOf<S>>)}
        sorting={sorting}
        onSortingChange={(next) => update({ sort: toSort(sortParamFromSorting(next)), page: 1 } as Partial<QueryOf<S>>)}
        rowSelection={onSelectionChange ? selectedRows(selection, page.rows.map(definition.rowId)) : undefined}
        onRowSelectionChange={onSelectionChange ? (next) => select({ ids: Object.keys(next), allMatching: false, count: Object.keys(next).length }) : undefined}
        pageSizes={PAGE_SIZES}
        pending={pending}
        emptyMessage={tr(definition.emptyMessage)}
      />
      {definition.footnote && <p className="px-3 pb-3 text-sm text-slate-600">{tr(definition.footnote)}</p>}
    </section>
  );
}

/** The columns with their string headers and meta labels translated (a header that renders itself is left alone). */
function translatedColumns<Row extends RowData>(columns: DataTableColumns<Row>, tr: (text: string) => string): DataTableColumns<Row> {
  return columns.map((column) => ({
    ...column,
    ...(typeof column.header === "string" ? { header: tr(column.header) } : {}),
    ...(column.meta?.label ? { meta: { ...column.meta, label: tr(column.meta.label) } } : {}),
  }));
}

/** TanStack's selection state: with every matching row chosen, every row on the page shows ticked. */
function selectedRows(selection: Selection, pageIds: string[]): Record<string, true> {
  return Object.fromEntries((selection.allMatching ? pageIds : selection.ids).map((id) => [id, true as const]));
}

/**
 * Declares a list and returns its client component: `export const ClientList = defineList({...})`
 * in the resource's columns.tsx, rendered by its server screen with the page it loaded.
 */
export function defineList<Row extends RowData, S extends ListShape>(definition: ListDefinition<Row, S>) {
  const byRole = new Map<Role, DataTableColumns<Row>>();
  const stable: ListDefinition<Row, S> = {
    ...definition,
    columns: (role) => {
      if (!byRole.has(role)) byRole.set(role, definition.columns(role));
      return byRole.get(role)!;
    },
  };
  function List(props: ListViewProps<Row, S>) {
    return <ListView definition={stable} {...props} />;
  }
  List.displayName = `List(${definition.name})`;
  return List;
}
