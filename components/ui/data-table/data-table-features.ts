// The one feature set every list table shares. TanStack Table v9 types a table by its feature
// registry, so columns for any list are built with this registry's column helper.
import {
  columnVisibilityFeature,
  createColumnHelper,
  metaHelper,
  rowExpandingFeature,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  type ColumnDef,
  type ReactTable,
  type RowData,
} from "@tanstack/react-table";
import type { Role } from "@/lib/roles";

export type DataTableColumnMeta = {
  /**
   * Below Tailwind's `sm` the column leaves the row and is shown in the row's detail panel instead;
   * "lg", "xl", "2xl": below that width (a list too wide beside the drawer on a laptop or in a
   * longer language); "only": never a column, shown in the detail panel alone (a list that names
   * fewer columns for some roles but still lets a phone reveal the rest, e.g. the ledger's
   * description). See ./detail-breakpoints.ts.
   */
  detail?: boolean | "only" | "lg" | "xl" | "2xl";
  /** The column's name where its header is not plain text (detail panel, sort button). */
  label?: string;
  /** Extra classes on the column's header and cells, e.g. "w-0 text-right". */
  className?: string;
  /** The roles that see this column; every role when absent (TanStack's column visibility hides it). */
  roles?: readonly Role[];
};

// No sorted or paginated row models: the server filters, sorts and pages (manual modes), so
// only the state and APIs of these features are needed, not their client-side processing.
// Selection keeps row ids across pages (Message Clients picks recipients from several pages).
export const dataTableFeatures = tableFeatures({
  rowPaginationFeature,
  rowSortingFeature,
  rowExpandingFeature,
  rowSelectionFeature,
  columnVisibilityFeature,
  columnMeta: metaHelper<DataTableColumnMeta>(),
});

export type DataTableFeatures = typeof dataTableFeatures;
/** A table of the kit: what the table, its pagination and its selection work on. */
export type DataTableInstance<TData extends RowData> = ReactTable<DataTableFeatures, TData>;

// `any` as TanStack's own helper does: each column keeps its accessor's value type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type DataTableColumns<TData extends RowData> = ReadonlyArray<ColumnDef<DataTableFeatures, TData, any>>;

/** `const columns = helper.columns([helper.accessor("name", { header: "Login" }), ...])` */
export function createDataTableColumnHelper<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>();
}

/** TanStack's visibility state for a role: the columns whose meta.roles leave that role out. */
export function columnVisibilityFor<TData extends RowData>(columns: DataTableColumns<TData>, role: Role): Record<string, boolean> {
  const hidden = columns.filter((column) => column.meta?.roles && !column.meta.roles.includes(role));
  return Object.fromEntries(hidden.map((column) => [columnId(column), false]));
}

/** A column definition's id: its explicit id, else its accessor key. */
export function columnId(column: { id?: string; accessorKey?: unknown }): string {
  return column.id ?? String(column.accessorKey);
}
