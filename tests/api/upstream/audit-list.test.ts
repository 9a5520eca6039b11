// GET /<prefix>/audit: each role reads the entries of its own subtree (the admin all), filtered
// by actor, action, group, target and UTC days, counted and paged by the upstream.
import { describe, expect, it, beforeAll } from "vitest";
import { someClient, today, upstreamForFile } from "./support";
import { addDays } from "@/upstream/src/rules/dates";

const up = upstreamForFile();
const actorsSeen = async (prefix: string, token: string) => {
  const res = await up.get(`/${prefix}/audit`, token, { per_page: 5000 });
  expect(res.status).toBe(200);
  return new Set<string>(res.body.data.map((e: { actor: string }) => e.actor));
};

beforeAll(async () => {
  // dealer_ny is under reseller; tvlink is a reseller of its own (not under reseller).
  await up.login("dealer_ny", "demo1234");
  await up.login("tvlink", "demo1234");
  const name = await someClient(up.db, "dealer");
  for (let i = 0; i < 3; i++) expect((await up.post("/api/renew", { name, months: 1 }, up.tokens.dealer)).status).toBe(200);
});

describe("who sees which entries", () => {
  it("the admin sees everyone's", async () => {
    const seen = await actorsSeen("admin", up.tokens.admin);
    for (const name of ["admin", "manager", "reseller", "dealer", "dealer_ny", "tvlink"]) expect(seen.has(name)).toBe(true);
  });

  it("a reseller sees its own and its dealers', not another reseller's or those above", async () => {
    const seen = await actorsSeen("reseller", up.tokens.reseller);
    expect([...seen].sort()).toEqual(["dealer", "dealer_ny", "reseller"]);
  });

  it("a dealer sees only its own", async () => {
    expect([...(await actorsSeen("api", up.tokens.dealer))]).toEqual(["dealer"]);
  });
});

describe("filters and paging", () => {
  it("pages newest first, counted on the server", async () => {
    const all = await up.get("/admin/audit", up.tokens.admin, { per_page: 5000 });
    const page2 = await up.get("/admin/audit", up.tokens.admin, { per_page: 2, page: 2 });
    expect(page2.body).toMatchObject({ total: all.body.total, current_page: 2, per_page: 2, total_pages: Math.ceil(all.body.total / 2) });
    expect(page2.body.data).toEqual(all.body.data.slice(2, 4));
    const times = all.body.data.map((e: { created: string }) => e.created);
    expect(times).toEqual([...times].sort().reverse());
  });

  it("by actor, action, group, target and search", async () => {
    const renewals = await up.get("/admin/audit", up.tokens.admin, { actor: "dealer", action: "client.renew" });
    expect(renewals.body.total).toBe(3);
    expect(renewals.body.data[0]).toMatchObject({ actor: "dealer", role: "dealer", action: "client.renew" });
    const sessions = await up.get("/admin/audit", up.tokens.admin, { group: "sessions" });
    expect(sessions.body.total).toBe(sessions.body.counts.sessions);
    expect(sessions.body.counts.all).toBeGreaterThanOrEqual(sessions.body.total + 3);
    const target = renewals.body.data[0].target as string;
    expect((await up.get("/admin/audit", up.tokens.admin, { target: target.toUpperCase() })).body.total).toBe(3);
    expect((await up.get("/admin/audit", up.tokens.admin, { search: "tvLINK" })).body.data.map((e: { actor: string }) => e.actor)).toEqual(["tvlink"]);
  });

  it("by UTC days, both ends included", async () => {
    const day = today();
    const total = (await up.get("/admin/audit", up.tokens.admin)).body.total;
    expect((await up.get("/admin/audit", up.tokens.admin, { from: day, to: day })).body.total).toBe(total);
    expect((await up.get("/admin/audit", up.tokens.admin, { to: addDays(day, -1) })).body.total).toBe(0);
    expect((await up.get("/admin/audit", up.tokens.admin, { from: addDays(day, 1) })).body.total).toBe(0);
  });

  it.each([
    [{ from: "2026-02-30" }, "from: from must be a date (YYYY-MM-DD)"],
    [{ action: "client.hack" }, "action:"],
    [{ per_page: "5001" }, "per_page:"],
    [{ from: "2026-02-02", to: "2026-02-01" }, "from: from must not be after to"],
  ])("refuses %o → 400", async (query, message) => {
    const res = await up.get("/admin/audit", up.tokens.admin, query);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it("there is no call that edits or deletes an entry", async () => {
    for (const path of ["/admin/audit", "/admin/deleteaudit", "/admin/editaudit"]) {
      expect((await up.post(path, { id: 1 }, up.tokens.admin)).status).toBe(404);
    }
  });
});
