// The one feature set every list table shares. TanStack Table v9 types a table by its feature
// registry, so columns for any list are built with this registry's column helper.
import {
  createColumnHelper,
  metaHelper,
  rowExpandingFeature,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  type ColumnDef,
  type RowData,
} from "@tanstack/react-table";

export type DataTableColumnMeta = {
  /** Below Tailwind's `sm` the column leaves the row and is shown in the row's detail panel instead. */
  detail?: boolean;
  /** The column's name where its header is not plain text (detail panel, sort button). */
  label?: string;
  /** Extra classes on the column's header and cells, e.g. "w-0 text-right". */
  className?: string;
};

// No sorted or paginated row models: the server filters, sorts and pages (manual modes), so
// only the state and APIs of these features are needed, not their client-side processing.
export const dataTableFeatures = tableFeatures({
  rowPaginationFeature,
  rowSortingFeature,
  rowExpandingFeature,
  columnMeta: metaHelper<DataTableColumnMeta>(),
});

export type DataTableFeatures = typeof dataTableFeatures;

// `any` as TanStack's own helper does: each column keeps its accessor's value type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataTableColumns<TData extends RowData> = ReadonlyArray<ColumnDef<DataTableFeatures, TData, any>>;

/** `const columns = helper.columns([helper.accessor("name", { header: "Login" }), ...])` */
export function createDataTableColumnHelper<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>();
}
