"use client";
import type { ColumnDef, RowData } from "@tanstack/react-table";
import { useEffect, useRef } from "react";
import type { DataTableFeatures } from "./data-table-features";

type IndeterminateProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "type"> & { indeterminate?: boolean };

/** A checkbox whose third state ("some rows on this page") only the DOM property can show. */
function Checkbox({ indeterminate = false, ...props }: IndeterminateProps) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return <input ref={ref} type="checkbox" className="size-5 accent-primary" {...props} />;
}

/** The leading checkbox column: the header selects the page, each cell its row. */
export function selectionColumn<TData extends RowData>(rowLabel: (row: TData) => string): ColumnDef<DataTableFeatures, TData, unknown> {
  return {
    id: "select",
    enableSorting: false,
    meta: { className: "w-0", label: "Select" },
    header: ({ table }) => (
      <Checkbox
        aria-label="Select every row on this page"
        checked={table.getIsAllPageRowsSelected()}
        // v9's "some" is also true when every row is: the third state only for part of the page.
        indeterminate={table.getIsSomePageRowsSelected() && !table.getIsAllPageRowsSelected()}
        onChange={table.getToggleAllPageRowsSelectedHandler()}
      />
    ),
    cell: ({ row }) => (
      <Checkbox aria-label={`Select ${rowLabel(row.original)}`} checked={row.getIsSelected()} disabled={!row.getCanSelect()} onChange={row.getToggleSelectedHandler()} />
    ),
  };
}
