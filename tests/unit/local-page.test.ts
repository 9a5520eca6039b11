import { describe, expect, it } from "vitest";
import { byText, pageLocally, type LocalListRules } from "@/lib/list/local-page";
import type { ListQuery } from "@/lib/list/query";

// A whole list paged in the BFF: the next page of the same search and sort continues the order
// of the first (it is cut from the order kept for that list), while other rules or another
// search over the same rows are worked out afresh.
type Row = { name: string; note: string };
type Shape = { tabs: readonly ["all"]; sorts: readonly ["name", "-name"] };
const rows: Row[] = ["client10", "client9", "Client2", "client1", "client100", "other3"].map((name, i) => ({ name, note: i % 2 ? "odd" : "even" }));
const byName: LocalListRules<Row, Shape> = {
  searchText: (row) => `${row.name} ${row.note}`,
  compare: { name: byText((row) => row.name) },
  keepOrdersAs: "by name",
};
const query = (q: Partial<ListQuery>): ListQuery => ({ tab: "all", q: "", page: 1, size: 2, sort: "name", ...q });
const names = (page: { rows: Row[] }) => page.rows.map((row) => row.name);

describe("pageLocally over one whole list", () => {
  it("orders names as people read them (case aside, numbers by value) and pages that order", () => {
    const pages = [1, 2, 3].map((page) => names(pageLocally(rows, query({ page }), byName)));
    expect(pages).toEqual([
      ["client1", "Client2"],
      ["client9", "client10"],
      ["client100", "other3"],
    ]);
    expect(pageLocally(rows, query({ page: 1, sort: "-name" }), byName).rows.map((r) => r.name)).toEqual(["other3", "client100"]);
  });

  it("answers a new search, and other rules over the same rows, afresh", () => {
    expect(pageLocally(rows, query({ q: "odd", size: 10 }), byName)).toMatchObject({ total: 3, counts: { all: 3 } });
    const byNote: LocalListRules<Row, Shape> = { searchText: (row) => row.note, compare: { name: byText((row) => row.note) }, keepOrdersAs: "by note" };
    expect(pageLocally(rows, query({ q: "client", size: 10 }), byNote)).toMatchObject({ total: 0 });
    expect(pageLocally(rows, query({ q: "client", size: 10 }), byName)).toMatchObject({ total: 5 });
  });
});

// The first pages are picked in one pass instead of sorting every row, deeper pages sort once:
// either way a page must be exactly the slice of a stable sort of the query's rows.
describe("pageLocally's pages against a stable sort of every row", () => {
  type Client = { name: string; group: number; expired: boolean };
  type ClientShape = { tabs: readonly ["all", "active", "expired"]; sorts: readonly ["name", "-name", "group", "-group"] };
  // Many ties (group has 7 values, names repeat every 50), so the order of equal rows shows.
  const clients: Client[] = Array.from({ length: 1_300 }, (_, i) => ({ name: `c${(i * 7919) % 50}`, group: (i * 31) % 7, expired: i % 3 === 0 }));
  const rules: LocalListRules<Client, ClientShape> = {
    tabs: { all: () => true, active: (row) => !row.expired, expired: (row) => row.expired },
    searchText: (row) => row.name,
    compare: { name: byText((row) => row.name), group: (a, b) => a.group - b.group },
  };
  const expected = (q: ListQuery) => {
    const found = clients.filter((row) => row.name.includes(q.q));
    const inTab = q.tab === "all" ? found : found.filter((row) => row.expired === (q.tab === "expired"));
    const key = q.sort.replace("-", "") as "name" | "group";
    const sign = q.sort.startsWith("-") ? -1 : 1;
    const sorted = [...inTab].sort((a, b) => sign * rules.compare[key](a, b));
    return {
      rows: sorted.slice((q.page - 1) * q.size, q.page * q.size),
      total: inTab.length,
      counts: { all: found.length, active: found.filter((r) => !r.expired).length, expired: found.filter((r) => r.expired).length },
    };
  };

  for (const sort of ["name", "-name", "group", "-group"]) {
    for (const [tab, q] of [
      ["all", ""],
      ["active", ""],
      ["expired", "c1"],
    ]) {
      it(`sort ${sort}, tab ${tab}, search "${q}": first, middle, deep and last pages`, () => {
        for (const [page, size] of [
          [1, 10],
          [2, 10],
          [5, 100],
          [3, 200],
          [60, 10],
          [9, 100],
        ]) {
          const query: ListQuery = { tab, q, sort, page, size };
          const answer = pageLocally(clients, query, rules);
          const want = expected(query);
          expect(answer.rows).toEqual(want.rows);
          expect(answer).toMatchObject({ total: want.total, totalPages: Math.ceil(want.total / size), counts: want.counts });
        }
      });
    }
  }

  it("keeps equal rows in the list's order when it picks the first rows", () => {
    const same = Array.from({ length: 40 }, (_, i) => ({ name: "same", group: 0, expired: false, at: i }));
    const page = pageLocally(same, { tab: "all", q: "", sort: "-name", page: 2, size: 10 }, rules);
    expect(page.rows.map((row) => row.at)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
  });
});
