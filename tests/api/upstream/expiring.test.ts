// The expiry worklist: the two windows in UTC days, counts, paging, sort and the subtree.
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@/upstream/src/rules/dates";
import { rows, today, upstreamForFile } from "./support";

const up = upstreamForFile();
type Row = { name: string; expiry: string; trial: boolean; dealer: string };

// Known clients of the demo dealer on each edge of the windows; every other client of the
// database is moved out of them, so the counts are exactly these.
const EDGES = [
  { offset: -1, trial: false, week: false, trials: false },
  { offset: 0, trial: false, week: true, trials: false },
  { offset: 3, trial: false, week: true, trials: false },
  { offset: 6, trial: false, week: true, trials: false },
  { offset: 7, trial: false, week: false, trials: false },
  { offset: 0, trial: true, week: false, trials: true },
  { offset: 1, trial: true, week: false, trials: false },
  { offset: -1, trial: true, week: false, trials: false },
];
let names: string[] = [];

beforeAll(async () => {
  await up.db.execute(sql`UPDATE clients SET expiry = CURRENT_DATE + 400`);
  const picked = await rows<{ name: string }>(
    up.db,
    sql`SELECT c.name FROM clients c JOIN accounts d ON d.id = c.dealer_id WHERE d.name = 'dealer' ORDER BY c.name LIMIT ${EDGES.length}`,
  );
  names = picked.map((r) => r.name);
  for (const [i, edge] of EDGES.entries()) {
    await up.db.execute(sql`UPDATE clients SET expiry = ${addDays(today(), edge.offset)}::date, trial = ${edge.trial} WHERE name = ${names[i]}`);
  }
  // Two of dealer_ny's (the reseller's too, not the dealer's) and one of tvlink's (outside the reseller).
  await up.db.execute(sql`UPDATE clients SET expiry = ${addDays(today(), 2)}::date, trial = false WHERE name IN
    (SELECT c.name FROM clients c JOIN accounts d ON d.id = c.dealer_id WHERE d.name = 'dealer_ny' ORDER BY c.name LIMIT 2)`);
  await up.db.execute(sql`UPDATE clients SET expiry = ${addDays(today(), 2)}::date, trial = false WHERE name IN
    (SELECT c.name FROM clients c JOIN accounts d ON d.id = c.dealer_id JOIN accounts r ON r.id = d.parent_id WHERE r.name = 'tvlink' ORDER BY c.name LIMIT 1)`);
});

const expected = (group: "week" | "trials") => EDGES.flatMap((edge, i) => (edge[group] ? [names[i]] : []));

describe("GET /<prefix>/expiring", () => {
  it("week: paid clients whose expiry is today to today + 6, soonest first; trials: those ending today", async () => {
    const week = await up.get("/api/expiring", up.tokens.dealer, { per_page: 100 });
    expect(week.status).toBe(200);
    expect(week.body.counts).toEqual({ week: 3, trials: 1 });
    expect(week.body.client_list.map((r: Row) => r.name)).toEqual(expected("week"));
    expect(week.body.client_list.map((r: Row) => r.expiry)).toEqual([0, 3, 6].map((d) => addDays(today(), d)));
    const trials = await up.get("/api/expiring", up.tokens.dealer, { tab: "trials" });
    expect(trials.body.client_list.map((r: Row) => r.name)).toEqual(expected("trials"));
    expect(trials.body.total).toBe(1);
  });

  it("pages without overlap and counts every page alike", async () => {
    const one = await up.get("/api/expiring", up.tokens.dealer, { per_page: 2, page: 1 });
    const two = await up.get("/api/expiring", up.tokens.dealer, { per_page: 2, page: 2 });
    expect(one.body).toMatchObject({ total: 3, total_pages: 2, current_page: 1 });
    expect([...one.body.client_list, ...two.body.client_list].map((r: Row) => r.name)).toEqual(expected("week"));
    expect(two.body.counts).toEqual(one.body.counts);
  });

  it("the subtree: the reseller sees its dealers' clients with their owners, not tvlink's; the admin sees all", async () => {
    const reseller = await up.get("/reseller/expiring", up.tokens.reseller, { per_page: 100 });
    expect(reseller.body.counts).toEqual({ week: 5, trials: 1 });
    expect(new Set(reseller.body.client_list.map((r: Row) => r.dealer))).toEqual(new Set(["dealer", "dealer_ny"]));
    const admin = await up.get("/admin/expiring", up.tokens.admin, { per_page: 100 });
    expect(admin.body.counts).toEqual({ week: 6, trials: 1 });
  });

  it("search narrows both counts; sort by name descending", async () => {
    const res = await up.get("/reseller/expiring", up.tokens.reseller, { search: "dealer_ny", per_page: 100 });
    expect(res.body.counts).toEqual({ week: 2, trials: 0 });
    const sorted = await up.get("/api/expiring", up.tokens.dealer, { sort: "-name", per_page: 100 });
    expect(sorted.body.client_list.map((r: Row) => r.name)).toEqual([...expected("week")].sort().reverse());
  });

  it.each([
    [{ tab: "all" }, "tab"],
    [{ sort: "mac" }, "sort"],
    [{ per_page: 5001 }, "per_page"],
  ])("refuses %j with 400", async (query, field) => {
    const res = await up.get("/api/expiring", up.tokens.dealer, query as Record<string, string | number>);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(new RegExp(`^${field}:`));
  });
});
