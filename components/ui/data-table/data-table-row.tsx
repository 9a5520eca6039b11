"use client";
import { FlexRender, type Row, type RowData } from "@tanstack/react-table";
import { Fragment } from "react";
import { useTranslations } from "next-intl";
import { cn } from "@/lib/cn";
import type { DataTableColumnMeta, DataTableFeatures } from "./data-table-features";
import { ChevronDownIcon } from "./icons";

/**
 * Padding (tighter up to 2xl, so the widest list, the admin's clients, fits its card at 1280 px
 * with its actions), plus: a column with meta.detail is hidden below `sm` (it shows in the detail
 * row), one with "only" at every width.
 */
export const cellClasses = (meta: DataTableColumnMeta | undefined) =>
  cn("px-1 py-2 sm:px-2 2xl:px-3", meta?.detail === "only" ? "hidden" : meta?.detail && "hidden sm:table-cell", meta?.className);

type RowProps<TData extends RowData> = {
  row: Row<DataTableFeatures, TData>;
  tableId: string;
  hasDetail: boolean;
  /** The toggle and detail row show at every width (some column lives in the detail row only). */
  detailEverywhere?: boolean;
  detailSpan: number;
  rowLabel?: (row: TData) => string;
};

/**
 * A row, and below `sm` its toggle and its detail row holding the meta.detail columns; with
 * `detailEverywhere`, from `sm` up the detail row holds only the columns the table leaves out.
 */
export function DataTableRow<TData extends RowData>({ row, tableId, hasDetail, detailEverywhere = false, detailSpan, rowLabel }: RowProps<TData>) {
  const t = useTranslations("table");
  const expanded = row.getIsExpanded();
  const detailId = `${tableId}-detail-${row.id}`;
  const cells = row.getVisibleCells();
  return (
    <Fragment>
      <tr className={cn("border-b border-slate-100 hover:bg-slate-50", expanded && "max-sm:border-b-0", row.getIsSelected() && "bg-primary/5")}>
        {hasDetail && (
          <td className={cn("w-0 py-2 ps-0.5", !detailEverywhere && "sm:hidden")}>
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
        <tr id={detailId} className={cn("border-b border-slate-100 bg-slate-50", !detailEverywhere && "sm:hidden")}>
          <td colSpan={detailSpan} className="px-4 py-3">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
              {cells
                .filter((cell) => cell.column.columnDef.meta?.detail)
                .map((cell) => {
                  // A column the wide table shows itself is not repeated below it.
                  const wideToo = cell.column.columnDef.meta?.detail !== "only" && "sm:hidden";
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
