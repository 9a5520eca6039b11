// Where a column leaves the row for the row's detail panel. `detail: true` keeps the phone rule
// (a column from `sm` up); "lg", "xl" and "2xl" keep a column out of the row below that width as
// well, for lists whose columns do not all fit beside the drawer on a laptop or in a longer
// language. The classes are written out whole so that Tailwind finds them.
import type { DataTableColumnMeta } from "./data-table-features";

type DetailBreakpoint = "sm" | "lg" | "xl" | "2xl";
const ORDER: readonly DetailBreakpoint[] = ["sm", "lg", "xl", "2xl"];

/** The cell as a column of the row: from its breakpoint up. */
const CELL: Record<DetailBreakpoint, string> = {
  sm: "hidden sm:table-cell",
  lg: "hidden lg:table-cell",
  xl: "hidden xl:table-cell",
  "2xl": "hidden 2xl:table-cell",
};
/** The same value in the detail panel: up to its breakpoint. */
const IN_DETAIL: Record<DetailBreakpoint, string> = { sm: "sm:hidden", lg: "lg:hidden", xl: "xl:hidden", "2xl": "2xl:hidden" };

/** The width from which the column is in the row, or null for a column always there ("only": never). */
function shownFrom(meta: DataTableColumnMeta | undefined): DetailBreakpoint | null {
  const detail = meta?.detail;
  if (!detail || detail === "only") return null;
  return detail === true ? "sm" : detail;
}

export function cellVisibility(meta: DataTableColumnMeta | undefined): string | undefined {
  if (meta?.detail === "only") return "hidden";
  const from = shownFrom(meta);
  return from ? CELL[from] : undefined;
}

/** A value in the detail panel, hidden once the row shows it itself (an "only" column always stays). */
export function detailVisibility(meta: DataTableColumnMeta | undefined): string | undefined {
  const from = shownFrom(meta);
  return from ? IN_DETAIL[from] : undefined;
}

/** The toggle and the detail row: needed up to the widest breakpoint of the table's detail columns. */
export function toggleVisibility(metas: (DataTableColumnMeta | undefined)[]): string | undefined {
  if (metas.some((meta) => meta?.detail === "only")) return undefined;
  const widest = metas.map(shownFrom).reduce<DetailBreakpoint | null>((a, b) => (b && (!a || ORDER.indexOf(b) > ORDER.indexOf(a)) ? b : a), null);
  return widest ? IN_DETAIL[widest] : undefined;
}
