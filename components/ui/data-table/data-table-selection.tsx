"use client";
import type { ColumnDef, RowData } from "@tanstack/react-table";
import { useEffect, useRef } from "react";
import { useTranslations } from "next-intl";
import type { DataTableFeatures } from "./data-table-features";

type Translate = ReturnType<typeof useTranslations<"table">>;
type IndeterminateProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "type"> & {
  indeterminate?: boolean;
  /** The accessible name, from namespace "table" (the column's render functions cannot call hooks themselves). */
  label: (t: Translate) => string;
};

/** A checkbox whose third state ("some rows on this page") only the DOM property can show. */
function Checkbox({ indeterminate = false, label, ...props }: IndeterminateProps) {
  const t = useTranslations("table");
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return <input ref={ref} type="checkbox" aria-label={label(t)} className="size-5 accent-primary" {...props} />;
}

/** The leading checkbox column: the header selects the page, each cell its row. */
export function selectionColumn<TData extends RowData>(rowLabel: (row: TData) => string): ColumnDef<DataTableFeatures, TData, unknown> {
  return {
    id: "select",
    enableSorting: false,
    meta: { className: "w-0", label: "Select" },
    header: ({ table }) => (
      <Checkbox
        label={(t) => t("selectPage")}
        checked={table.getIsAllPageRowsSelected()}
        // v9's "some" is also true when every row is: the third state only for part of the page.
        indeterminate={table.getIsSomePageRowsSelected() && !table.getIsAllPageRowsSelected()}
        onChange={table.getToggleAllPageRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <Checkbox
        label={(t) => t("selectRow", { row: rowLabel(row.original) })}
        checked={row.getIsSelected()}
        disabled={!row.getCanSelect()}
        onChange={row.getToggleSelectedHandler()}
      />
    ),
  };
}
