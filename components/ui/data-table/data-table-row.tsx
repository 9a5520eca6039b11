"use client";
import { FlexRender, type Row, type RowData } from "@tanstack/react-table";
import { Fragment } from "react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/cn";
import type { DataTableColumnMeta, DataTableFeatures } from "./data-table-features";
import { cellVisibility, detailVisibility } from "./detail-breakpoints";
import { ChevronDownIcon } from "./icons";

/**
 * Padding (tighter up to 2xl, so the widest list, the admin's clients, fits its card at 1280 px
 * with its actions), plus: a column with meta.detail is hidden below its breakpoint (it shows in
 * the detail row), one with "only" at every width.
 */
export const cellClasses = (meta: DataTableColumnMeta | undefined) => cn("px-1 py-2 sm:px-2 2xl:px-3", cellVisibility(meta), meta?.className);

type RowProps<TData extends RowData> = {
  row: Row<DataTableFeatures, TData>;
  tableId: string;
  hasDetail: boolean;
  /** Where the toggle and the detail row show: up to the widest breakpoint of the detail columns; undefined at every width. */
  toggleClass?: string;
  detailSpan: number;
  rowLabel?: (row: TData) => string;
};

/**
 * A row, and while some of its columns are left out (below their breakpoints) its toggle and its
 * detail row holding those; the detail row never repeats a column the row shows at that width.
 */
export function DataTableRow<TData extends RowData>({ row, tableId, hasDetail, toggleClass, detailSpan, rowLabel }: RowProps<TData>) {
  const t = useTranslations("table");
  const expanded = row.getIsExpanded();
  const detailId = `${tableId}-detail-${row.id}`;
  const cells = row.getVisibleCells();
  return (
    <Fragment>
      <tr className={cn("border-b border-slate-100 hover:bg-slate-50", expanded && "max-sm:border-b-0", row.getIsSelected() && "bg-primary/5")}>
        {hasDetail && (
          <td className={cn("w-0 py-2 ps-0.5", toggleClass)}>
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={detailId}
              aria-label={t("showDetails", { row: rowLabel?.(row.original) ?? row.id })}
              onClick={() => row.toggleExpanded()}
              className="inline-flex size-7 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
            >
              <ChevronDownIcon className={cn("size-5 transition-transform", expanded && "rotate-180")} />
            </button>
          </td>
        )}
        {cells.map((cell) => (
          <td key={cell.id} className={cellClasses(cell.column.columnDef.meta)}>
            <FlexRender cell={cell} />
          </td>
        ))}
      </tr>
      {hasDetail && expanded && (
        <tr id={detailId} className={cn("border-b border-slate-100 bg-slate-50", toggleClass)}>
          <td colSpan={detailSpan} className="px-4 py-3">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
              {cells
                .filter((cell) => cell.column.columnDef.meta?.detail)
                .map((cell) => {
                  // A column the row shows itself at this width is not repeated below it.
                  const wideToo = detailVisibility(cell.column.columnDef.meta);
                  return (
                    <Fragment key={cell.id}>
                      <dt className={cn("text-xs font-semibold uppercase tracking-wide text-slate-500", wideToo)}>{detailLabel(cell.column.columnDef)}</dt>
                      <dd className={cn("min-w-0 break-words", wideToo)}>
                        <FlexRender cell={cell} />
                      </dd>
                    </Fragment>
                  );
                })}
            </dl>
          </td>
        </tr>
      )}
    </Fragment>
  );
}

function detailLabel(columnDef: { meta?: DataTableColumnMeta; header?: unknown; id?: string }): string {
  return columnDef.meta?.label ?? (typeof columnDef.header === "string" ? columnDef.header : (columnDef.id ?? ""));
}
