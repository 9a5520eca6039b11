// The client list of every role: filtering, counting and paging done by the upstream.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listPath, ROLES, rows, scalar, someClient, upstreamForFile, visibleClients, type DemoRole } from "./support";

const up = upstreamForFile();
const list = (role: DemoRole, query: Record<string, string | number> = {}) => up.get(listPath(role), up.tokens[role], query);

describe("list shape and counts", () => {
  it.each(ROLES)("%s: first page of 10 by name, with counts equal to SQL", async (role) => {
    const res = await list(role);
    expect(res.status).toBe(200);
    const all = await scalar(up.db, visibleClients(role));
    const active = await scalar(up.db, visibleClients(role, sql`c.expiry >= CURRENT_DATE`));
    expect(res.body).toMatchObject({
      total: all,
      current_page: 1,
      per_page: 10,
      total_pages: Math.ceil(all / 10),
      counts: { all, active, expired: all - active },
    });
    expect(res.body.client_list).toHaveLength(Math.min(10, all));
    const names = res.body.client_list.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort());
    expect(Object.keys(res.body.client_list[0]).sort()).toEqual(
      ["name", "description", "mac", "ministra", "status", "expiry", "trial", "dealer", "reseller"].sort(),
    );
  });

  it("the dealer's list is /api/clients only", async () => {
    expect((await up.get("/api/clientlist", up.tokens.dealer)).status).toBe(404);
    expect((await up.get("/reseller/clients", up.tokens.reseller)).status).toBe(404);
  });

  it("rows carry the dealer and reseller names", async () => {
    const res = await list("manager", { search: "", per_page: 100 });
    for (const row of res.body.client_list) {
      expect(["bluewave", "reseller", "streamhub"]).toContain(row.reseller);
      expect(row.dealer).toEqual(expect.any(String));
    }
  });
});

describe("tabs, paging and sorting", () => {
  it.each([
    ["active", sql`c.expiry >= CURRENT_DATE`],
    ["expired", sql`c.expiry < CURRENT_DATE`],
  ] as const)("tab=%s lists only those clients", async (tab, where) => {
    const res = await list("reseller", { tab, per_page: 1000 });
    const expected = await scalar(up.db, visibleClients("reseller", where));
    expect(res.body.total).toBe(expected);
    expect(res.body.client_list).toHaveLength(expected);
    const today = new Date().toISOString().slice(0, 10);
    for (const row of res.body.client_list) expect(tab === "active" ? row.expiry >= today : row.expiry < today).toBe(true);
  });

  it("pages do not overlap and cover the whole list", async () => {
    const whole = (await list("reseller", { per_page: 1000 })).body.client_list.map((c: { name: string }) => c.name);
    const seen: string[] = [];
    const first = await list("reseller", { per_page: 7 });
    for (let page = 1; page <= first.body.total_pages; page++) {
      const res = await list("reseller", { per_page: 7, page });
      expect(res.body.current_page).toBe(page);
      seen.push(...res.body.client_list.map((c: { name: string }) => c.name));
    }
    expect(seen).toEqual(whole);
  });

  it("a page past the end is empty", async () => {
    const res = await list("dealer", { page: 999 });
    expect(res.status).toBe(200);
    expect(res.body.client_list).toEqual([]);
  });

  it.each(["name", "-name", "expiry", "-expiry", "description", "mac", "-created"])("sort=%s", async (sort) => {
    const res = await list("dealer", { sort, per_page: 100 });
    expect(res.status).toBe(200);
    const key = sort.replace("-", "");
    const [column, order] = [key, sort.startsWith("-") ? "DESC" : "ASC"];
    const expected = await rows<{ name: string }>(
      up.db,
      sql`SELECT c.name FROM clients c JOIN accounts d ON d.id = c.dealer_id WHERE d.name = 'dealer'
        ORDER BY ${sql.raw(`c.${column} ${order} NULLS LAST`)}, c.name`,
    );
    expect(res.body.client_list.map((c: { name: string }) => c.name)).toEqual(expected.map((r) => r.name));
  });

  it("all=1 returns every matching row on one page", async () => {
    const res = await list("admin", { all: 1 });
    expect(res.body.client_list).toHaveLength(res.body.total);
    expect(res.body.total_pages).toBe(1);
  });

  it.each<Record<string, string | number>>([
    { per_page: 0 },
    { per_page: 100_001 },
    { page: 0 },
    { tab: "trials" },
    { sort: "password" },
    { search: "x".repeat(101) },
  ])("refuses %o with 400", async (query) => {
    const res = await list("dealer", query);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
  });
});

describe("search", () => {
  it("finds a dealer's clients, and a reseller's, by the owner's name", async () => {
    const byDealer = await list("admin", { search: "BW_MIAMI", per_page: 1000 });
    expect(byDealer.body.counts.all).toBe(
      await scalar(up.db, sql`SELECT count(*) FROM clients c JOIN accounts d ON d.id = c.dealer_id WHERE d.name = 'bw_miami'`),
    );
    expect(byDealer.body.counts.all).toBeGreaterThan(0);
    for (const row of byDealer.body.client_list) expect(row.dealer).toBe("bw_miami");

    const byReseller = await list("manager", { search: "bluewave", per_page: 1000 });
    expect(byReseller.body.counts.all).toBe(
      await scalar(
        up.db,
        sql`SELECT count(*) FROM clients c JOIN accounts d ON d.id = c.dealer_id JOIN accounts r ON r.id = d.parent_id WHERE r.name = 'bluewave'`,
      ),
    );
    for (const row of byReseller.body.client_list) expect(row.reseller).toBe("bluewave");
  });

  it("matches name, MAC and description case-insensitively, within the subtree", async () => {
    const [client] = await rows<{ name: string; mac: string; description: string }>(
      up.db,
      sql`SELECT c.name, c.mac, c.description FROM clients c JOIN accounts d ON d.id = c.dealer_id
        WHERE d.name = 'dealer' AND c.mac IS NOT NULL AND c.description <> '' ORDER BY c.name LIMIT 1`,
    );
    for (const term of [client.name.toUpperCase(), client.mac.slice(-5).toLowerCase(), client.description.slice(0, 6).toUpperCase()]) {
      const res = await list("dealer", { search: term, per_page: 100 });
      expect(res.body.client_list.map((c: { name: string }) => c.name)).toContain(client.name);
      const like = `%${term.toLowerCase()}%`;
      expect(res.body.counts.all).toBe(
        await scalar(up.db, visibleClients("dealer", sql`(lower(c.name) LIKE ${like} OR lower(c.mac) LIKE ${like} OR lower(c.description) LIKE ${like})`)),
      );
    }
  });

  it("matches the displayed status word: 'inactive' finds expired or switched-off clients only", async () => {
    const res = await list("reseller", { search: "inactive", per_page: 1000 });
    const expected = await scalar(
      up.db,
      visibleClients("reseller", sql`(c.expiry < CURRENT_DATE OR NOT c.status OR lower(c.name || coalesce(c.mac, '') || c.description) LIKE '%inactive%')`),
    );
    expect(res.body.counts.all).toBe(expected);
    expect(res.body.counts.all).toBeLessThan((await list("reseller")).body.counts.all);
  });

  it("matches the expiry chip's word: 'expired' finds exactly the EXPIRED tab's clients", async () => {
    const res = await list("reseller", { search: "Expired", per_page: 1000 });
    const expected = await scalar(
      up.db,
      visibleClients("reseller", sql`(c.expiry < CURRENT_DATE OR lower(c.name || coalesce(c.mac, '') || c.description) LIKE '%expired%')`),
    );
    expect(res.body.counts.all).toBe(expected);
    expect(res.body.counts.all).toBe((await list("reseller")).body.counts.expired);
  });

  it("'active' matches both ACTIVE and INACTIVE", async () => {
    const res = await list("reseller", { search: "AcTiVe" });
    expect(res.body.counts.all).toBe((await list("reseller")).body.counts.all);
  });

  // A term of three characters or more is paged from its whole set of matches (window counts,
  // migration 0005's trigram index); these pin that path to the plain SQL.
  const matching = (term: string) => {
    const like = `%${term.toLowerCase()}%`;
    return sql`(lower(c.name) LIKE ${like} OR lower(c.mac) LIKE ${like} OR lower(c.description) LIKE ${like})`;
  };

  it.each(["all", "active", "expired"] as const)("a search of three characters or more: counts, sort and pages of tab=%s", async (tab) => {
    const term = (await someClient(up.db, "manager")).slice(0, 3);
    const inTab = tab === "all" ? sql`true` : tab === "active" ? sql`c.expiry >= CURRENT_DATE` : sql`c.expiry < CURRENT_DATE`;
    const expected = await rows<{ name: string }>(
      up.db,
      sql`SELECT c.name FROM clients c
        JOIN accounts d ON d.id = c.dealer_id
        JOIN accounts r ON r.id = d.parent_id
        LEFT JOIN accounts m ON m.id = r.parent_id
        WHERE 'manager' IN (d.name, r.name, m.name) AND ${matching(term)} AND ${inTab}
        ORDER BY c.expiry DESC NULLS LAST, c.name`,
    );
    const all = await scalar(up.db, visibleClients("manager", matching(term)));
    const active = await scalar(up.db, visibleClients("manager", sql`${matching(term)} AND c.expiry >= CURRENT_DATE`));
    expect(all).toBeGreaterThan(3);

    const seen: string[] = [];
    const first = await list("manager", { search: term.toUpperCase(), tab, sort: "-expiry", per_page: 3 });
    expect(first.body).toMatchObject({ total: expected.length, counts: { all, active, expired: all - active } });
    for (let page = 1; page <= first.body.total_pages; page++) {
      const res = await list("manager", { search: term.toUpperCase(), tab, sort: "-expiry", per_page: 3, page });
      expect(res.body.counts).toEqual(first.body.counts);
      for (const row of res.body.client_list) expect(row.dealer).toEqual(expect.any(String));
      seen.push(...res.body.client_list.map((c: { name: string }) => c.name));
    }
    expect(seen).toEqual(expected.map((r) => r.name));
  });

  it("a search's empty page still carries the counts: past the end, and an empty tab", async () => {
    const term = (await someClient(up.db, "reseller")).slice(0, 4);
    const all = await scalar(up.db, visibleClients("reseller", matching(term)));
    const past = await list("reseller", { search: term, page: 999 });
    expect(past.body.client_list).toEqual([]);
    expect(past.body.counts.all).toBe(all);
    expect(past.body.total).toBe(all);

    const expired = await someClient(up.db, "reseller", sql`c.expiry < CURRENT_DATE`);
    const res = await list("reseller", { search: expired, tab: "active" });
    expect(res.body.client_list).toEqual([]);
    expect(res.body.total).toBe(0);
    expect(res.body.counts.expired).toBeGreaterThanOrEqual(1);
  });

  it("LIKE wildcards in the term are taken literally", async () => {
    const res = await list("admin", { search: "%" });
    expect(res.body.total).toBe(await scalar(up.db, visibleClients("admin", sql`(c.name || coalesce(c.mac, '') || c.description) LIKE '%\\%%'`)));
  });
});
