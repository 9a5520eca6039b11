// Credits, the panel message, the counts and the users-history chart, per role prefix.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO, ROLES, scalar, today, upstreamForFile, visibleClients, type DemoRole } from "./support";

const up = upstreamForFile();
const path = (role: DemoRole, suffix: string) => `/${DEMO[role].prefix}/${suffix}`;

describe("GET /<prefix>/credits", () => {
  it.each([
    ["dealer", 50],
    ["reseller", 300],
    ["manager", 2000],
    ["admin", null],
  ] as const)("%s sees %s", async (role, credits) => {
    expect(await up.get(path(role, "credits"), up.tokens[role])).toMatchObject({ status: 200, body: { credits } });
  });
});

describe("panel message", () => {
  it.each(ROLES)("%s reads it", async (role) => {
    const res = await up.get(path(role, "message"), up.tokens[role]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: expect.stringContaining("maintenance") });
  });

  it("the admin saves it and every role reads the new text", async () => {
    const saved = await up.post("/admin/message", { message: "  New prices from Monday  " }, up.tokens.admin);
    expect(saved).toMatchObject({ status: 200, body: { message: "New prices from Monday" } });
    for (const role of ROLES) {
      expect((await up.get(path(role, "message"), up.tokens[role])).body).toEqual({ message: "New prices from Monday" });
    }
  });

  it.each([
    ["empty", ""],
    ["over 300 characters", "x".repeat(301)],
  ])("refuses a message that is %s (400, unchanged)", async (_case, message) => {
    const before = (await up.get("/admin/message", up.tokens.admin)).body;
    const res = await up.post("/admin/message", { message }, up.tokens.admin);
    expect(res.status).toBe(400);
    expect((await up.get("/admin/message", up.tokens.admin)).body).toEqual(before);
  });

  it.each(["manager", "reseller", "dealer"] as const)("%s cannot save it (no such call)", async (role) => {
    expect((await up.post(path(role, "message"), { message: "hi" }, up.tokens[role])).status).toBe(404);
  });
});

const CLIENT_COUNTS = {
  totalclients: sql`true`,
  totalactiveclients: sql`c.expiry >= CURRENT_DATE`,
  totalexpiredclients: sql`c.expiry < CURRENT_DATE`,
  totalactivetrials: sql`c.trial AND c.expiry >= CURRENT_DATE`,
  totalactiveministra: sql`c.ministra AND c.expiry >= CURRENT_DATE`,
};

describe("client counts equal a direct SQL count", () => {
  const cases = ROLES.flatMap((role) => Object.keys(CLIENT_COUNTS).map((count) => [role, count] as [DemoRole, keyof typeof CLIENT_COUNTS]));

  it.each(cases)("%s /%s", async (role, count) => {
    const expected = await scalar(up.db, visibleClients(role, CLIENT_COUNTS[count]));
    const res = await up.get(path(role, count), up.tokens[role]);
    expect(res).toMatchObject({ status: 200, body: { total: expected } });
    if (count === "totalclients") expect(expected).toBeGreaterThan(0);
  });
});

describe("account and ticket counts", () => {
  const below = (account: string, role: string) => sql`
    WITH RECURSIVE t AS (SELECT id, role FROM accounts WHERE name = ${account}
      UNION ALL SELECT a.id, a.role FROM accounts a JOIN t ON a.parent_id = t.id)
    SELECT count(*) FROM t WHERE role = ${role} AND id <> (SELECT id FROM accounts WHERE name = ${account})`;

  // [role, count, expected SQL or null when the prefix has no such call]
  const table: [DemoRole, string, ReturnType<typeof sql> | null][] = [
    ["dealer", "totaldealers", null],
    ["dealer", "totalresellers", null],
    ["reseller", "totaldealers", below("reseller", "dealer")],
    ["reseller", "totalresellers", null],
    ["reseller", "totalsuperresellers", null],
    ["manager", "totaldealers", below("manager", "dealer")],
    ["manager", "totalresellers", below("manager", "reseller")],
    ["manager", "totalsuperresellers", null],
    ["manager", "activetickets", null],
    ["admin", "totaldealers", sql`SELECT count(*) FROM accounts WHERE role = 'dealer'`],
    ["admin", "totalresellers", sql`SELECT count(*) FROM accounts WHERE role = 'reseller'`],
    ["admin", "totalsuperresellers", sql`SELECT count(*) FROM accounts WHERE role = 'manager'`],
    ["admin", "activetickets", sql`SELECT count(*) FROM tickets WHERE status = 0`],
  ];

  it.each(table)("%s /%s", async (role, count, expected) => {
    const res = await up.get(path(role, count), up.tokens[role]);
    if (expected === null) {
      expect(res.status).toBe(404);
      return;
    }
    const total = await scalar(up.db, expected);
    expect(total).toBeGreaterThan(0);
    expect(res).toMatchObject({ status: 200, body: { total } });
  });
});

describe("users history", () => {
  it.each(ROLES)("%s /statstotals: 30 days ending today, today's values match the counts", async (role) => {
    const res = await up.get(path(role, "statstotals"), up.tokens[role]);
    expect(res.status).toBe(200);
    const { on_date, clients, trials } = res.body;
    expect(on_date).toHaveLength(30);
    expect(clients).toHaveLength(30);
    expect(trials).toHaveLength(30);
    expect(on_date.at(-1)).toBe(today());
    expect([...on_date].sort()).toEqual(on_date);
    expect(new Set(on_date).size).toBe(30);
    expect(clients.at(-1)).toBe((await up.get(path(role, "totalactiveclients"), up.tokens[role])).body.total);
    expect(trials.at(-1)).toBe((await up.get(path(role, "totalactivetrials"), up.tokens[role])).body.total);
  });

  it("a day in the middle counts clients created by then and not yet expired", async () => {
    const res = await up.get(path("manager", "statstotals"), up.tokens.manager);
    const day = res.body.on_date[10];
    const expected = await scalar(up.db, visibleClients("manager", sql`c.created::date <= ${day}::date AND c.expiry >= ${day}::date`));
    expect(res.body.clients[10]).toBe(expected);
  });

  it.each([
    ["admin", "manager", 200],
    ["admin", "bw_miami", 200],
    ["manager", "reseller", 200],
    ["manager", "dealer", 200],
    ["manager", "tvlink", 404],
    ["reseller", "dealer", 200],
    ["reseller", "bw_miami", 404],
    ["reseller", "manager", 404],
    ["reseller", "no_such_name", 404],
  ] as [DemoRole, string, number][])("%s /statsbyname/%s → %s", async (role, name, status) => {
    const res = await up.get(path(role, `statsbyname/${name}`), up.tokens[role]);
    expect(res.status).toBe(status);
    if (status === 200) {
      expect(res.body.on_date).toHaveLength(30);
      expect(res.body.clients.at(-1)).toBe(await scalar(up.db, visibleClients(name, sql`c.expiry >= CURRENT_DATE`)));
    } else {
      expect(res.body).toEqual({ message: expect.any(String) });
    }
  });

  it("the dealer has no statsbyname call", async () => {
    expect((await up.get("/api/statsbyname/dealer", up.tokens.dealer)).status).toBe(404);
  });
});

describe("GET /superreseller/resellers", () => {
  it("lists the manager's own resellers with their live counts", async () => {
    const res = await up.get("/superreseller/resellers", up.tokens.manager);
    expect(res.status).toBe(200);
    const names = res.body.data.map((r: { reseller: string }) => r.reseller);
    expect(names).toEqual(["bluewave", "reseller", "streamhub"]);
    const demo = res.body.data.find((r: { reseller: string }) => r.reseller === "reseller");
    expect(demo).toEqual({
      reseller: "reseller",
      manager: "manager",
      description: "Demo reseller",
      credits: 300,
      dealersCount: await scalar(up.db, sql`SELECT count(*) FROM accounts d JOIN accounts r ON r.id = d.parent_id WHERE r.name = 'reseller'`),
      clientsCount: await scalar(up.db, visibleClients("reseller")),
    });
  });

  it.each(["admin", "reseller", "dealer"] as const)("is not a call of %s", async (role) => {
    expect((await up.get(path(role, "resellers"), up.tokens[role])).status).toBe(404);
  });
});
