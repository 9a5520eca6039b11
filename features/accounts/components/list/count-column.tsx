import type { DataTableColumnMeta } from "@/components/ui/data-table/data-table-features";
import { isLocale } from "@/i18n/locales";
import { formatCount } from "@/lib/format";

/** A number column (credits, counts) aligned to the end, in the language's grouping; `detail` moves it to the phone's detail row. */
export function countColumn(header: string, locale: string, meta: Pick<DataTableColumnMeta, "detail"> = {}) {
  return {
    header,
    meta: { ...meta, className: "text-end tabular-nums" },
    cell: ({ getValue }: { getValue: () => number }) => formatCount(getValue(), isLocale(locale) ? locale : undefined),
  };
}
