// Paging, searching and sorting a whole list in the BFF, for upstream calls that answer every row
// at once (the account lists, tickets): the browser still receives one page, through the same
// query as the lists the upstream pages itself.
import type { ListPage, ListQuery, ListShape, SortOf, TabOf } from "./query";

type WithoutDirection<Sort> = Sort extends `-${infer Key}` ? Key : Sort;
/** A list's sort keys without their direction: "-credits" → "credits". */
export type SortKeyOf<S extends ListShape> = WithoutDirection<SortOf<S>>;

export type LocalListRules<Row, S extends ListShape> = {
  /** Which rows each tab shows; a list without tabs has only its default tab, which shows all. */
  tabs?: Record<TabOf<S>, (row: Row) => boolean>;
  /** The text a search looks in, case-insensitive. */
  searchText: (row: Row) => string;
  /** How each sort key (the sort without its "-") orders two rows: every key of the list's sorts, and no other, so a misspelt one does not compile. */
  compare: Record<SortKeyOf<S>, (a: Row, b: Row) => number>;
};

/** The query is read as text (the route's schema has checked its tab and sort against the list); the rules are typed by the list. */
export function pageLocally<Row, S extends ListShape = ListShape>(rows: readonly Row[], query: ListQuery, rules: LocalListRules<Row, S>): ListPage<Row> {
  const needle = query.q.toLowerCase();
  const found = needle ? rows.filter((row) => rules.searchText(row).toLowerCase().includes(needle)) : [...rows];
  const tabs: Record<string, (row: Row) => boolean> | undefined = rules.tabs;
  const counts = Object.fromEntries(Object.entries(tabs ?? {}).map(([tab, keep]) => [tab, found.filter(keep).length]));
  const keep = tabs?.[query.tab];
  const inTab = keep ? found.filter(keep) : found;

  const descending = query.sort.startsWith("-");
  const comparators: Record<string, (a: Row, b: Row) => number> = rules.compare;
  const compare = comparators[descending ? query.sort.slice(1) : query.sort];
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
