// GET /<prefix>/transactions and /<prefix>/transactions/{name}: an account's ledger, paged,
// sorted and searched by the upstream, checked against plain SQL over the ledger.
import { sql, type SQL } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO, ROLES, rows, scalar, someClient, upstreamForFile, type DemoRole } from "./support";

const up = upstreamForFile();
const own = (role: DemoRole, query: Record<string, string | number> = {}) => up.get(`/${DEMO[role].prefix}/transactions`, up.tokens[role], query);
const of = (role: DemoRole, name: string, query: Record<string, string | number> = {}) =>
  up.get(`/${DEMO[role].prefix}/transactions/${name}`, up.tokens[role], query);

interface Row {
  created: string;
  type: string;
  login: string;
  credits: number;
  expiry: string | null;
  description: string;
}

/** The account's ledger rows in the given order, shaped as the answer's rows. */
async function expected(account: string, order: string, where: SQL = sql`true`): Promise<Row[]> {
  const found = await rows<Row & { created: Date | string }>(
    up.db,
    sql`SELECT l.created, l.type, l.login, l.credits, to_char(l.expiry, 'YYYY-MM-DD') AS expiry, l.description
      FROM ledger l JOIN accounts a ON a.id = l.account_id
      WHERE a.name = ${account} AND (${where}) ORDER BY ${sql.raw(order)}`,
  );
  return found.map((r) => ({ ...r, created: new Date(r.created).toISOString() }));
}
const contains = (term: string) =>
  sql`(lower(l.login) LIKE ${`%${term.toLowerCase()}%`} OR lower(l.type) LIKE ${`%${term.toLowerCase()}%`} OR lower(l.description) LIKE ${`%${term.toLowerCase()}%`})`;

describe("the caller's own ledger", () => {
  it.each(ROLES)("%s: first page of 10, newest first, total equal to SQL", async (role) => {
    const res = await own(role);
    expect(res.status).toBe(200);
    const all = await expected(role, "l.created DESC, l.id DESC");
    expect(all.length).toBeGreaterThan(0);
    expect(res.body).toEqual({
      data: all.slice(0, 10),
      total: all.length,
      current_page: 1,
      per_page: 10,
      total_pages: Math.ceil(all.length / 10),
    });
  });

  it("pages do not overlap and cover the whole ledger; a page past the end is empty", async () => {
    const whole = await expected("dealer", "l.created DESC, l.id DESC");
    const seen: Row[] = [];
    const first = await own("dealer", { per_page: 25 });
    for (let page = 1; page <= first.body.total_pages; page++) {
      const res = await own("dealer", { per_page: 25, page });
      expect(res.body.current_page).toBe(page);
      seen.push(...res.body.data);
    }
    expect(seen).toEqual(whole);
    const past = await own("dealer", { page: first.body.total_pages + 1, per_page: 25 });
    expect(past.body).toMatchObject({ data: [], total: whole.length });
  });

  it.each([
    ["-created", "l.created DESC, l.id DESC"],
    ["created", "l.created ASC, l.id ASC"],
    ["login", "l.login ASC, l.created DESC, l.id DESC"],
    ["-login", "l.login DESC, l.created DESC, l.id DESC"],
    ["type", "l.type ASC, l.created DESC, l.id DESC"],
    ["-type", "l.type DESC, l.created DESC, l.id DESC"],
    ["credits", "l.credits ASC, l.created DESC, l.id DESC"],
    ["-credits", "l.credits DESC, l.created DESC, l.id DESC"],
  ])("sort=%s", async (sort, order) => {
    const res = await own("reseller", { sort, per_page: 5000 });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(await expected("reseller", order));
  });

  it("a new ledger row comes first, and the total counts it", async () => {
    const before = await own("dealer");
    const client = await someClient(up.db, "dealer");
    expect((await up.post("/api/renew", { name: client, months: 1 }, up.tokens.dealer)).status).toBe(200);
    const after = await own("dealer");
    expect(after.body.total).toBe(before.body.total + 1);
    expect(after.body.data[0]).toMatchObject({ type: "RENEW", login: client, credits: 1, description: "1 month" });
  });
});

describe("search", () => {
  it("matches login, type and description case-insensitively", async () => {
    const [sample] = await expected("dealer", "l.created DESC, l.id DESC", sql`l.description <> '' AND l.type = 'RENEW'`);
    for (const term of [sample.login.toUpperCase(), "rEnEw", sample.description.slice(0, 5).toUpperCase()]) {
      const res = await own("dealer", { search: term, per_page: 5000 });
      expect(res.status).toBe(200);
      const want = await expected("dealer", "l.created DESC, l.id DESC", contains(term));
      expect(want.length).toBeGreaterThan(0);
      expect(res.body.data).toEqual(want);
      expect(res.body.total).toBe(want.length);
    }
  });

  it("a search without matches answers an empty first page", async () => {
    expect((await own("manager", { search: "no such entry" })).body).toEqual({ data: [], total: 0, current_page: 1, per_page: 10, total_pages: 1 });
  });

  it("search_types: a row also matches when its type is one of them (the type named in another language)", async () => {
    const res = await own("dealer", { search: "renovaci", search_types: "RENEW,NEW CLIENT", per_page: 5000 });
    expect(res.status).toBe(200);
    const want = await expected("dealer", "l.created DESC, l.id DESC", sql`(${contains("renovaci")} OR l.type IN ('RENEW', 'NEW CLIENT'))`);
    expect(want.some((row) => row.type === "NEW CLIENT") && want.some((row) => row.type === "RENEW")).toBe(true);
    expect(res.body.data).toEqual(want);
    expect(res.body.total).toBe(want.length);
  });

  it("LIKE wildcards in the term are taken literally", async () => {
    const res = await own("admin", { search: "%" });
    expect(res.body.total).toBe(
      await scalar(
        up.db,
        sql`SELECT count(*) FROM ledger l JOIN accounts a ON a.id = l.account_id
      WHERE a.name = 'admin' AND (l.login || l.type || l.description) LIKE '%\\%%'`,
      ),
    );
  });
});

describe("GET /<prefix>/transactions/{name}", () => {
  it.each([
    ["reseller", "dealer"],
    ["reseller", "dealer_ny"],
    ["manager", "reseller"],
    ["manager", "dealer"],
    ["admin", "manager"],
    ["admin", "bw_miami"],
    ["admin", "admin"],
  ] as [DemoRole, string][])("%s reads the ledger of %s", async (role, name) => {
    const res = await of(role, name, { per_page: 20, sort: "login" });
    expect(res.status).toBe(200);
    const all = await expected(name, "l.login ASC, l.created DESC, l.id DESC");
    expect(res.body).toMatchObject({ total: all.length, per_page: 20, total_pages: Math.max(1, Math.ceil(all.length / 20)) });
    expect(res.body.data).toEqual(all.slice(0, 20));
  });

  it("search applies to another account's ledger too", async () => {
    const res = await of("manager", "dealer", { search: "TRIAL" });
    expect(res.body.total).toBe((await expected("dealer", "l.id", contains("trial"))).length);
  });

  it.each([
    ["reseller", "bw_miami"],
    ["reseller", "manager"],
    ["reseller", "bluewave"],
    ["manager", "tvlink"],
    ["manager", "novamedia"],
    ["reseller", "no_such_name"],
    ["admin", "no_such_name"],
  ] as [DemoRole, string][])("%s asking for %s: 404 (outside the subtree or unknown)", async (role, name) => {
    const res = await of(role, name);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Account not found" });
  });

  it("is not a call of the dealer", async () => {
    expect((await up.get("/api/transactions/dealer", up.tokens.dealer)).status).toBe(404);
  });

  it("refuses a name that cannot be a login (400)", async () => {
    expect((await of("admin", "x".repeat(16))).status).toBe(400);
    const res = await of("admin", encodeURIComponent("deal\u0007er"));
    expect(res).toMatchObject({ status: 400, body: { message: "Control characters are not allowed" } });
  });
});

describe("refusals", () => {
  it("401 without a token or with an unknown one", async () => {
    expect((await up.get("/api/transactions")).status).toBe(401);
    expect((await up.get("/api/transactions", "nope")).status).toBe(401);
  });

  it("403 on another role's prefix", async () => {
    expect((await up.get("/reseller/transactions", up.tokens.dealer)).status).toBe(403);
    expect((await up.get("/admin/transactions/dealer", up.tokens.manager)).status).toBe(403);
  });

  it.each<[Record<string, string | number>, string]>([
    [{ page: 0 }, "page: page must be at least 1"],
    [{ page: "1.5" }, "page: page must be a whole number"],
    [{ per_page: 0 }, "per_page: per_page must be at least 1"],
    [{ per_page: 5001 }, "per_page: per_page must be at most 5000"],
    [{ per_page: "ten" }, "per_page: per_page must be a whole number"],
    [{ sort: "password" }, "sort: sort must be one of -created, created, login, -login, type, -type, credits, -credits"],
    [{ sort: "name" }, "sort: sort must be one of -created, created, login, -login, type, -type, credits, -credits"],
    [{ search: "x".repeat(101) }, "search: search must be at most 100 characters"],
    [{ search: "renew\u0000" }, "search: Control characters are not allowed"],
    [{ search: "re\nnew" }, "search: Control characters are not allowed"],
    [{ search: "\u202Ewener" }, "search: Bidirectional override characters are not allowed"],
    [
      { search: "x", search_types: "renew" },
      "search_types: search_types must be type words separated by commas: ADD, REMOVE, RECEIVED, REMOVED, NEW CLIENT, RENEW, RETRIEVED, DELETED",
    ],
    [
      { search: "x", search_types: "RENEW,,ADD" },
      "search_types: search_types must be type words separated by commas: ADD, REMOVE, RECEIVED, REMOVED, NEW CLIENT, RENEW, RETRIEVED, DELETED",
    ],
  ])("refuses %o with 400", async (query, message) => {
    expect(await own("dealer", query)).toMatchObject({ status: 400, body: { message } });
  });
});
