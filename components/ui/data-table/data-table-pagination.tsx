"use client";
import type { RowData } from "@tanstack/react-table";
import { useId } from "react";
import { useTranslations } from "next-intl";
import { useFormatCount } from "@/hooks/use-format-count";
import type { DataTableInstance } from "./data-table-features";
import { ChevronLeftIcon, ChevronRightIcon } from "./icons";

type Props<TData extends RowData> = {
  table: DataTableInstance<TData>;
  pageSizes: readonly number[];
};

/** "Rows per page", "x–y of n" and previous/next, for a server-paged table. */
export function DataTablePagination<TData extends RowData>({ table, pageSizes }: Props<TData>) {
  const t = useTranslations("table");
  const fmt = useFormatCount();
  const sizeId = useId();
  const { pageIndex, pageSize } = table.state.pagination;
  const total = table.getRowCount();
  const from = total === 0 ? 0 : pageIndex * pageSize + 1;
  const to = Math.min((pageIndex + 1) * pageSize, total);
  const navClasses =
    "inline-flex size-9 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent";

  return (
    <div className="flex flex-wrap items-center justify-end gap-x-6 gap-y-2 px-2 py-2 text-sm text-slate-700">
      <div className="flex items-center gap-2">
        <label htmlFor={sizeId}>{t("rowsPerPage")}</label>
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
        {t("range", { from: fmt(from), to: fmt(to), total: fmt(total) })}
      </p>
      <div className="flex items-center gap-1">
        <button
          type="button"
          aria-label={t("previousPage")}
          title={t("previousPage")}
          className={navClasses}
          disabled={!table.getCanPreviousPage()}
          onClick={() => table.previousPage()}
        >
          <ChevronLeftIcon className="rtl:-scale-x-100" />
        </button>
        <button
          type="button"
          aria-label={t("nextPage")}
          title={t("nextPage")}
          className={navClasses}
          disabled={!table.getCanNextPage()}
          onClick={() => table.nextPage()}
        >
          <ChevronRightIcon className="rtl:-scale-x-100" />
        </button>
      </div>
    </div>
  );
}
