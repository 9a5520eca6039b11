"use client";
import type { RowData } from "@tanstack/react-table";
import { useId } from "react";
import type { DataTableInstance } from "./data-table-features";
import { ChevronLeftIcon, ChevronRightIcon } from "./icons";

type Props<TData extends RowData> = {
  table: DataTableInstance<TData>;
  pageSizes: readonly number[];
};

const fmt = (n: number) => n.toLocaleString("en-US");

/** "Rows per page", "x–y of n" and previous/next, for a server-paged table. */
export function DataTablePagination<TData extends RowData>({ table, pageSizes }: Props<TData>) {
  const sizeId = useId();
  const { pageIndex, pageSize } = table.state.pagination;
  const total = table.getRowCount();
  const from = total === 0 ? 0 : pageIndex * pageSize + 1;
  const to = Math.min((pageIndex + 1) * pageSize, total);
  const navClasses = "inline-flex size-9 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent";

  return (
    <div className="flex flex-wrap items-center justify-end gap-x-6 gap-y-2 px-2 py-2 text-sm text-slate-700">
      <div className="flex items-center gap-2">
        <label htmlFor={sizeId}>Rows per page</label>
        <select
          id={sizeId}
          value={pageSize}
          onChange={(event) => table.setPageSize(Number(event.target.value))}
          className="rounded border border-slate-300 bg-surface px-2 py-1"
        >
          {pageSizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <p aria-live="polite" className="tabular-nums">
        {fmt(from)}–{fmt(to)} of {fmt(total)}
      </p>
      <div className="flex items-center gap-1">
        <button type="button" aria-label="Previous page" title="Previous page" className={navClasses} disabled={!table.getCanPreviousPage()} onClick={() => table.previousPage()}>
          <ChevronLeftIcon />
        </button>
        <button type="button" aria-label="Next page" title="Next page" className={navClasses} disabled={!table.getCanNextPage()} onClick={() => table.nextPage()}>
          <ChevronRightIcon />
        </button>
      </div>
    </div>
  );
}
