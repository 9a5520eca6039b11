import { describe, expect, it } from "vitest";
import { collectMatching } from "@/lib/list/collect";
import type { ListPage, ListQuery } from "@/lib/list/query";

const QUERY: ListQuery = { tab: "all", q: "", page: 7, size: 10, sort: "name" };

/** A list of `total` rows served in pages, recording the pages asked for. */
function list(total: number) {
  const asked: { page: number; size: number }[] = [];
  const rows = Array.from({ length: total }, (_, i) => `c${i}`);
  const load = async (query: ListQuery): Promise<ListPage<string>> => {
    asked.push({ page: query.page, size: query.size });
    const start = (query.page - 1) * query.size;
    return { rows: rows.slice(start, start + query.size), total, totalPages: Math.max(1, Math.ceil(total / query.size)), counts: { all: total } };
  };
  return { load, asked, rows };
}

describe("collectMatching", () => {
  it("gathers every page in order, in chunks, from the first page whatever the query's page", async () => {
    const { load, asked, rows } = list(12);
    expect(await collectMatching(load, QUERY, { cap: 100, chunk: 5 })).toEqual(rows);
    expect(asked).toEqual([
      { page: 1, size: 5 },
      { page: 2, size: 5 },
      { page: 3, size: 5 },
    ]);
  });

  it("takes exactly the cap", async () => {
    const { load, rows } = list(10);
    expect(await collectMatching(load, QUERY, { cap: 10, chunk: 4 })).toEqual(rows);
  });

  it("answers null past the cap, after the first page only", async () => {
    const { load, asked } = list(11);
    expect(await collectMatching(load, QUERY, { cap: 10, chunk: 4 })).toBeNull();
    expect(asked).toHaveLength(1);
  });

  it("answers [] when nothing matches", async () => {
    expect(await collectMatching(list(0).load, QUERY, { cap: 10 })).toEqual([]);
  });

  it("stops at a page that comes back empty (rows deleted meanwhile)", async () => {
    const { load } = list(8);
    const shrinking = async (query: ListQuery) => {
      const page = await load(query);
      return query.page === 1 ? page : { ...page, rows: [] };
    };
    expect(await collectMatching(shrinking, QUERY, { cap: 10, chunk: 4 })).toEqual(["c0", "c1", "c2", "c3"]);
  });
});
