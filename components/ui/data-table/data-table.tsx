"use client";
import { functionalUpdate, useTable, type PaginationState, type RowData, type RowSelectionState, type SortingState } from "@tanstack/react-table";
import { useId, useMemo } from "react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/cn";
import { DataTableColumnHeader } from "./data-table-column-header";
import { columnId, dataTableFeatures, type DataTableColumns } from "./data-table-features";
import { DataTablePagination } from "./data-table-pagination";
import { cellClasses, DataTableRow } from "./data-table-row";
import { toggleVisibility } from "./detail-breakpoints";
import { selectionColumn } from "./data-table-selection";

export type DataTableProps<TData extends RowData> = {
  /** Built with createDataTableColumnHelper; keep the array stable (module scope or useMemo). */
  columns: DataTableColumns<TData>;
  /** The one page of rows the server sent, already filtered, sorted and paged. */
  data: TData[];
  getRowId: (row: TData) => string;
  /** Names the table for assistive technology (a visually hidden caption). */
  caption: string;
  /** The number of rows across all pages. */
  rowCount: number;
  /** Zero-based page index and page size, as the URL has them. */
  pagination: PaginationState;
  /** A new page size always returns to the first page. */
  onPaginationChange: (next: PaginationState) => void;
  /** Sorting is offered only when this is given, on columns that do not set enableSorting: false. */
  sorting?: SortingState;
  onSortingChange?: (next: SortingState) => void;
  /** Columns to hide, by id (TanStack's column visibility), e.g. those another role does not see. */
  columnVisibility?: Record<string, boolean>;
  /** Given with its change handler, a checkbox column selects rows; ids are kept across pages. */
  rowSelection?: RowSelectionState;
  onRowSelectionChange?: (next: RowSelectionState) => void;
  pageSizes?: readonly number[];
  /** The next page is loading: the rows shown are the previous ones, dimmed. */
  pending?: boolean;
  emptyMessage?: string;
  /** Names a row in its detail toggle and its checkbox, "Show details for <label>". */
  rowLabel?: (row: TData) => string;
  /** The table element's id, e.g. for tabs' aria-controls. */
  id?: string;
  /** False where the caller shows its own page controls (a log of one fixed page size). */
  footer?: boolean;
};

const NO_SORTING: SortingState = [];
const NO_SELECTION: RowSelectionState = {};
const ALL_VISIBLE: Record<string, boolean> = {};
const DEFAULT_PAGE_SIZES = [10, 20, 30, 40, 50, 100] as const;

/** One generic, server-driven table: every list (clients, accounts, transactions, tickets) uses it. */
export function DataTable<TData extends RowData>(props: DataTableProps<TData>) {
  const { columns: declared, data, getRowId, caption, rowCount, pagination, onPaginationChange, sorting = NO_SORTING, onSortingChange } = props;
  const { columnVisibility = ALL_VISIBLE, rowSelection = NO_SELECTION, onRowSelectionChange } = props;
  const { pageSizes = DEFAULT_PAGE_SIZES, pending = false, emptyMessage, rowLabel, id, footer = true } = props;
  const t = useTranslations("table");
  const generatedId = useId();
  const tableId = id ?? generatedId;
  const selectable = Boolean(onRowSelectionChange);
  const labelOf = rowLabel ?? getRowId;
  const columns = useMemo(() => (selectable ? [selectionColumn(labelOf), ...declared] : declared), [selectable, labelOf, declared]);

  // A detail column hidden for this viewer does not need the toggle. A column shown in the detail
  // row only ("only": e.g. the ledger's description for roles whose table does not name it) keeps
  // the toggle at every width, so what a search matched can always be read.
  const detailColumns = declared.filter((column) => column.meta?.detail && columnVisibility[columnId(column)] !== false);
  const hasDetail = detailColumns.length > 0;
  const toggleClass = toggleVisibility(detailColumns.map((column) => column.meta));

  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    getRowId,
    rowCount,
    state: { pagination, sorting, columnVisibility, rowSelection },
    onPaginationChange: (updater) => {
      const next = functionalUpdate(updater, pagination);
      if (next.pageSize !== pagination.pageSize) onPaginationChange({ pageIndex: 0, pageSize: next.pageSize });
      else if (next.pageIndex !== pagination.pageIndex) onPaginationChange(next);
    },
    onSortingChange: (updater) => onSortingChange?.(functionalUpdate(updater, sorting)),
    onRowSelectionChange: (updater) => onRowSelectionChange?.(functionalUpdate(updater, rowSelection)),
    // The server owns filtering, sorting and paging; the table only keeps their state.
    manualPagination: true,
    manualSorting: true,
    autoResetPageIndex: false,
    enableSorting: Boolean(onSortingChange),
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    enableRowSelection: selectable,
    // Shift-click range selection would need the rows between pages, which the browser never has.
    enableRowRangeSelection: false,
    getRowCanExpand: () => hasDetail,
  });

  const visible = table.getVisibleLeafColumns();
  const rows = table.getRowModel().rows;
  // The detail row spans every column the row may show (columns hidden at this width take no place).
  const detailSpan = visible.filter((column) => column.columnDef.meta?.detail !== "only").length + 1;

  return (
    <div className="flex flex-col">
      {/* The table scrolls inside its own box; the page never scrolls sideways. */}
      <div className="overflow-x-auto">
        <table id={tableId} aria-busy={pending} className="w-full border-collapse text-start text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase text-slate-600 sm:tracking-wide">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {hasDetail && (
                  <th scope="col" className={cn("w-0 py-2 ps-0.5", toggleClass)}>
                    <span className="sr-only">{t("details")}</span>
                  </th>
                )}
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={header.column.getCanSort() ? (sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none") : undefined}
                      className={cn("whitespace-nowrap font-semibold", cellClasses(header.column.columnDef.meta))}
                    >
                      <DataTableColumnHeader header={header} />
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className={cn("transition-opacity", pending && "opacity-50")}>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={visible.length + (hasDetail ? 1 : 0)} className="px-3 py-10 text-center text-slate-500">
                  {emptyMessage ?? t("empty")}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <DataTableRow
                  key={row.id}
                  row={row}
                  tableId={tableId}
                  hasDetail={hasDetail}
                  toggleClass={toggleClass}
                  detailSpan={detailSpan}
                  rowLabel={labelOf}
                />
              ))
            )}
          </tbody>
        </table>
      </div>
      {footer && <DataTablePagination table={table} pageSizes={pageSizes} />}
    </div>
  );
}
