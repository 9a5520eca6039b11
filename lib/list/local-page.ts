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
  /**
   * Names these rules for the orders kept per whole list (below); rules without a name are worked
   * out on every page. A name, not the object: the server's page renders and its API routes are
   * separate bundles, each with its own copy of the rules. Rules made per call must name every
   * input they are made from (the worklist's names its day), or a page would be cut from another
   * call's selection.
   */
  keepOrdersAs?: string;
};

/**
 * The rows a query selects (`inTab`, in the whole list's order) and the tabs' counts; `sorted`
 * is `inTab` in the query's order once a page has needed it whole.
 */
type Selection<Row> = { inTab: Row[]; counts: Record<string, number>; sorted?: Row[] };
// The selection of each of the last few queries, per whole list (the same array while the list
// is remembered, lib/backends/spec-only/whole-lists.ts): the next page of the same search, tab and sort is
// cut from it instead of another search of every row. Forgotten with the list; keyed by the
// rules' name too, since one list can be paged by two sets of rules (the clients and the expiry
// worklist). On globalThis, as the whole lists are, so page renders and API routes share it.
const MAX_QUERIES_PER_LIST = 8;
const store = globalThis as { panelListOrders?: WeakMap<readonly unknown[], Map<string, Selection<unknown>>> };
/**
 * Pages ending at most this far down are picked from the selection in one pass (the first rows
 * in order, kept sorted as they are met) instead of sorting it all: a list's first pages cost
 * one pass over the rows rather than a sort of all of them. Deeper pages sort the
 * selection once and keep that order.
 */
export const PICK_WITHOUT_SORT_UP_TO = 500;

/** The query is read as text (the route's schema has checked its tab and sort against the list); the rules are typed by the list. */
export function pageLocally<Row, S extends ListShape = ListShape>(rows: readonly Row[], query: ListQuery, rules: LocalListRules<Row, S>): ListPage<Row> {
  const selection = rules.keepOrdersAs ? keptSelection(rows, query, rules, rules.keepOrdersAs) : select(rows, query, rules);
  const total = selection.inTab.length;
  const start = (query.page - 1) * query.size;
  const end = start + query.size;
  return {
    rows: firstInOrder(selection, end, comparatorOf(query, rules)).slice(start, end),
    total,
    totalPages: Math.ceil(total / query.size),
    counts: selection.counts,
  };
}

function keptSelection<Row, S extends ListShape>(rows: readonly Row[], query: ListQuery, rules: LocalListRules<Row, S>, name: string): Selection<Row> {
  const lists = (store.panelListOrders ??= new WeakMap());
  let kept = lists.get(rows);
  if (!kept) lists.set(rows, (kept = new Map()));
  const key = JSON.stringify([name, query.q, query.tab, query.sort]);
  let selection = kept.get(key) as Selection<Row> | undefined;
  if (!selection) {
    selection = select(rows, query, rules);
    if (kept.size >= MAX_QUERIES_PER_LIST) kept.delete(kept.keys().next().value as string);
    kept.set(key, selection as Selection<unknown>);
  }
  return selection;
}

/** One pass over the rows: the search, every tab's count and the query's tab together. */
function select<Row, S extends ListShape>(rows: readonly Row[], query: ListQuery, rules: LocalListRules<Row, S>): Selection<Row> {
  const needle = query.q.toLowerCase();
  const tabs = Object.entries((rules.tabs ?? {}) as Record<string, (row: Row) => boolean>);
  const tally = tabs.map(() => 0);
  const shown = tabs.findIndex(([tab]) => tab === query.tab);
  const inTab: Row[] = [];
  let found = 0;
  for (const row of rows) {
    if (needle && !rules.searchText(row).toLowerCase().includes(needle)) continue;
    found++;
    for (let t = 0; t < tabs.length; t++) {
      if (!tabs[t][1](row)) continue;
      tally[t]++;
      if (t === shown) inTab.push(row);
    }
    if (shown < 0) inTab.push(row);
  }
  const counts = Object.fromEntries(tabs.map(([tab], t) => [tab, tally[t]]));
  return { inTab, counts: { ...counts, all: found } };
}

function comparatorOf<Row, S extends ListShape>(query: ListQuery, rules: LocalListRules<Row, S>): ((a: Row, b: Row) => number) | undefined {
  const descending = query.sort.startsWith("-");
  const comparators: Partial<Record<string, (a: Row, b: Row) => number>> = rules.compare;
  const compare = comparators[descending ? query.sort.slice(1) : query.sort];
  return compare && descending ? (a, b) => compare(b, a) : compare;
}

/**
 * The selection's first `count` rows in the query's order; rows that compare equal keep the whole
 * list's order (as Array.prototype.sort, which is stable, leaves them).
 */
function firstInOrder<Row>(selection: Selection<Row>, count: number, compare: ((a: Row, b: Row) => number) | undefined): readonly Row[] {
  if (!compare) return selection.inTab;
  if (selection.sorted) return selection.sorted;
  if (count > PICK_WITHOUT_SORT_UP_TO || count >= selection.inTab.length) return (selection.sorted = [...selection.inTab].sort(compare));
  return pickFirst(selection.inTab, count, compare);
}

/** The first `count` rows in order, in one pass: a row goes into the kept ones after every row it does not come before. */
export function pickFirst<Row>(rows: readonly Row[], count: number, compare: (a: Row, b: Row) => number): Row[] {
  const first: Row[] = [];
  if (count <= 0) return first;
  for (const row of rows) {
    if (first.length === count && compare(row, first[count - 1]) >= 0) continue;
    let low = 0;
    let high = first.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compare(row, first[middle]) < 0) high = middle;
      else low = middle + 1;
    }
    first.splice(low, 0, row);
    if (first.length > count) first.pop();
  }
  return first;
}

// What localeCompare(b, "en", { sensitivity: "base", numeric: true }) does, without building a
// collator per comparison (building one costs far more than comparing with it), so one is kept.
const TEXT_ORDER = new Intl.Collator("en", { sensitivity: "base", numeric: true });

/** Comparators for the common column kinds. */
export const byText =
  <Row>(get: (row: Row) => string | null | undefined) =>
  (a: Row, b: Row) =>
    TEXT_ORDER.compare(get(a) ?? "", get(b) ?? "");
export const byNumber =
  <Row>(get: (row: Row) => number) =>
  (a: Row, b: Row) =>
    get(a) - get(b);
