// A list's sorts typed against its row: each sort key is a key of the list's comparators over
// that row (or, where the upstream sorts, a field of the row), so a misspelt sort, a sort without
// a rule, or a rule over a field the row lacks does not compile. Free of zod: client components
// read the lists too. A list's sort keys without direction are SortKeyOf (./local-page.ts).

/** How one sort key orders two rows, ascending. */
export type Compare<Row> = (a: Row, b: Row) => number;

/** A sort key in either direction: "credits" or "-credits". */
export type Directed<Key extends string> = Key | `-${Key}`;

/**
 * A list the BFF may sort itself: its tabs, its sorts (the first of each the default) and the
 * comparator behind each sort key, over `Row`. Written `sortedBy<DealerRow>()({ … })`: the row is
 * given, the rest inferred.
 */
export function sortedBy<Row>() {
  return <const Tab extends string, const Rules extends Record<string, Compare<Row>>, const Sort extends Directed<keyof Rules & string>>(list: {
    tabs: readonly [Tab, ...Tab[]];
    sorts: readonly [Sort, ...Sort[]];
    compare: Rules;
  }) => list;
}

/** A list only the upstream sorts: its sort keys are fields of its row. */
export function sortedUpstreamBy<Row>() {
  return <const Tab extends string, const Sort extends Directed<keyof Row & string>>(list: {
    tabs: readonly [Tab, ...Tab[]];
    sorts: readonly [Sort, ...Sort[]];
  }) => list;
}
