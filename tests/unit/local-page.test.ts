import { describe, expect, it } from "vitest";
import { byText, pageLocally, type LocalListRules } from "@/lib/list/local-page";
import type { ListQuery } from "@/lib/list/query";

// A whole list paged in the BFF: the next page of the same search and sort continues the order
// of the first (it is cut from the order kept for that list), while other rules or another
// search over the same rows are worked out afresh.
type Row = { name: string; note: string };
type Shape = { tabs: readonly ["all"]; sorts: readonly ["name", "-name"] };
const rows: Row[] = ["client10", "client9", "Client2", "client1", "client100", "other3"].map((name, i) => ({ name, note: i % 2 ? "odd" : "even" }));
const byName: LocalListRules<Row, Shape> = { searchText: (row) => `${row.name} ${row.note}`, compare: { name: byText((row) => row.name) }, keepOrdersAs: "by name" };
const query = (q: Partial<ListQuery>): ListQuery => ({ tab: "all", q: "", page: 1, size: 2, sort: "name", ...q });
const names = (page: { rows: Row[] }) => page.rows.map((row) => row.name);

describe("pageLocally over one whole list", () => {
  it("orders names as people read them (case aside, numbers by value) and pages that order", () => {
    const pages = [1, 2, 3].map((page) => names(pageLocally(rows, query({ page }), byName)));
    expect(pages).toEqual([["client1", "Client2"], ["client9", "client10"], ["client100", "other3"]]);
    expect(pageLocally(rows, query({ page: 1, sort: "-name" }), byName).rows.map((r) => r.name)).toEqual(["other3", "client100"]);
  });

  it("answers a new search, and other rules over the same rows, afresh", () => {
    expect(pageLocally(rows, query({ q: "odd", size: 10 }), byName)).toMatchObject({ total: 3, counts: { all: 3 } });
    const byNote: LocalListRules<Row, Shape> = { searchText: (row) => row.note, compare: { name: byText((row) => row.note) }, keepOrdersAs: "by note" };
    expect(pageLocally(rows, query({ q: "client", size: 10 }), byNote)).toMatchObject({ total: 0 });
    expect(pageLocally(rows, query({ q: "client", size: 10 }), byName)).toMatchObject({ total: 5 });
  });
});
