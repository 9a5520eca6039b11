"use client";
import type { SubAccountLine } from "../figures/types";

export type SortKey = "name" | "kind" | "clients" | "active" | "spendThisMonth" | "change" | "renewalRate";
export type SortState = { key: SortKey; descending: boolean };

const valueOf = (line: SubAccountLine, key: SortKey): string | number | null => {
  if (key === "change") return line.spendThisMonth === null || line.spendLastMonth === null ? null : line.spendThisMonth - line.spendLastMonth;
  return line[key];
};

/** The lines in the chosen order; an unknown figure ("—") always last. */
export function sortLines(lines: readonly SubAccountLine[], { key, descending }: SortState): SubAccountLine[] {
  return [...lines].sort((a, b) => {
    const x = valueOf(a, key);
    const y = valueOf(b, key);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const order = typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y));
    return descending ? -order : order;
  });
}

/** A column header that sorts by its column; a second press turns the order round. */
export function SortHeader({
  column,
  label,
  sort,
  onSort,
  sortLabel,
  wide = false,
}: {
  column: SortKey;
  label: string;
  sort: SortState;
  onSort: (s: SortState) => void;
  sortLabel: string;
  /** Shown from the small breakpoint up only (on a phone its values go under another column's). */
  wide?: boolean;
}) {
  const active = sort.key === column;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.descending ? "descending" : "ascending") : "none"}
      className={`border-b border-slate-200 px-2 py-1 text-start align-bottom ${wide ? "hidden sm:table-cell" : ""}`}
    >
      <button
        type="button"
        title={sortLabel}
        className="text-start font-semibold [overflow-wrap:anywhere] hover:underline"
        onClick={() => onSort({ key: column, descending: active ? !sort.descending : true })}
      >
        {label}
        <span aria-hidden="true">{active ? (sort.descending ? " ▼" : " ▲") : ""}</span>
      </button>
    </th>
  );
}
