// Paging, searching and sorting a whole list in the BFF, for upstream calls that answer every row
// at once (the account lists, tickets): the browser still receives one page, through the same
// query as the lists the upstream pages itself.
import type { ListPage, ListQuery, ListShape, TabOf } from "./query";

export type LocalListRules<Row, S extends ListShape> = {
  /** Which rows each tab shows; a list without tabs has only its default tab, which shows all. */
  tabs?: Record<TabOf<S>, (row: Row) => boolean>;
  /** The text a search looks in, case-insensitive. */
  searchText: (row: Row) => string;
  /** How each sort key (the sort without its "-") orders two rows. */
  compare: Record<string, (a: Row, b: Row) => number>;
};

export function pageLocally<Row, S extends ListShape = ListShape>(rows: readonly Row[], query: ListQuery<TabOf<S>>, rules: LocalListRules<Row, S>): ListPage<Row> {
  const needle = query.q.toLowerCase();
  const found = needle ? rows.filter((row) => rules.searchText(row).toLowerCase().includes(needle)) : [...rows];
  const counts = Object.fromEntries(Object.entries<(row: Row) => boolean>(rules.tabs ?? {}).map(([tab, keep]) => [tab, found.filter(keep).length]));
  const inTab = rules.tabs ? found.filter(rules.tabs[query.tab]) : found;

  const descending = query.sort.startsWith("-");
  const compare = rules.compare[descending ? query.sort.slice(1) : query.sort];
  // Array.prototype.sort is stable, so rows that compare equal keep the upstream's order.
  if (compare) inTab.sort((a, b) => (descending ? compare(b, a) : compare(a, b)));

  const total = inTab.length;
  const start = (query.page - 1) * query.size;
  return { rows: inTab.slice(start, start + query.size), total, totalPages: Math.ceil(total / query.size), counts: { ...counts, all: found.length } };
}

/** Comparators for the common column kinds. */
export const byText = <Row>(get: (row: Row) => string | null | undefined) => (a: Row, b: Row) =>
  (get(a) ?? "").localeCompare(get(b) ?? "", "en", { sensitivity: "base", numeric: true });
export const byNumber = <Row>(get: (row: Row) => number) => (a: Row, b: Row) => get(a) - get(b);
