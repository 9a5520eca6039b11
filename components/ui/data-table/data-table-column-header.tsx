"use client";
import { FlexRender, type Header, type RowData } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import type { DataTableFeatures } from "./data-table-features";
import { ArrowDownIcon, ArrowUpIcon } from "./icons";

/** A column's header: plain, or a button that toggles the server-side sort when the column sorts. */
export function DataTableColumnHeader<TData extends RowData>({ header }: { header: Header<DataTableFeatures, TData, unknown> }) {
  const t = useTranslations("table");
  if (header.isPlaceholder) return null;
  const { column } = header;
  if (!column.getCanSort()) return <FlexRender header={header} />;
  const sorted = column.getIsSorted();
  const label = column.columnDef.meta?.label ?? (typeof column.columnDef.header === "string" ? column.columnDef.header : column.id);
  const next = sorted === "asc" ? "descending" : "ascending";
  return (
    <button
      type="button"
      onClick={column.getToggleSortingHandler()}
      title={t("sortBy", { label, direction: next })}
      className="group -mx-1 inline-flex items-center gap-1 rounded px-1 font-semibold uppercase hover:text-primary"
    >
      <FlexRender header={header} />
      {sorted === "asc" && <ArrowUpIcon className="size-4" />}
      {sorted === "desc" && <ArrowDownIcon className="size-4" />}
      {!sorted && <ArrowUpIcon className="size-4 opacity-0 transition-opacity group-hover:opacity-40" />}
    </button>
  );
}
