import type { DataTableColumnMeta } from "@/components/ui/data-table/data-table-features";

/** A right-aligned number column (credits, counts); `detail` moves it to the phone's detail row. */
export function countColumn(header: string, meta: Pick<DataTableColumnMeta, "detail"> = {}) {
  return {
    header,
    meta: { ...meta, className: "text-right tabular-nums" },
    cell: ({ getValue }: { getValue: () => number }) => getValue().toLocaleString("en-US"),
  };
}
