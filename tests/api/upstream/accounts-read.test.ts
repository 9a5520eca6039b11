// The account reads: the lists with their counts, one account's detail per role and kind,
// statsbyname over account names, and which role has which account call at all.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { path } from "./accounts-support";
import { rows, scalar, upstreamForFile, visibleClients, type DemoRole } from "./support";

const up = upstreamForFile();

describe("GET /admin/superresellers", () => {
  it("lists every super reseller by name with counts equal to direct SQL", async () => {
    const res = await up.get("/admin/superresellers", up.tokens.admin);
    expect(res.status).toBe(200);
    const managers = await rows<{ name: string; description: string; credits: number; created: Date }>(
      up.db,
      sql`SELECT name, description, credits, created FROM accounts WHERE role = 'manager' ORDER BY name`,
    );
    expect(res.body.count).toBe(managers.length);
    expect(res.body.data.map((r: { name: string }) => r.name)).toEqual(["atlas_iptv", "manager", "novamedia"]);
    for (const [i, m] of managers.entries()) {
      expect(res.body.data[i]).toEqual({
        name: m.name,
        description: m.description,
        created: new Date(m.created).toISOString(),
        credits: m.credits,
        resellerCount: await scalar(up.db, sql`SELECT count(*) FROM accounts r JOIN accounts m ON m.id = r.parent_id WHERE m.name = ${m.name}`),
        dealersCount: await scalar(
          up.db,
          sql`SELECT count(*) FROM accounts d JOIN accounts r ON r.id = d.parent_id JOIN accounts m ON m.id = r.parent_id WHERE m.name = ${m.name}`,
        ),
        clientsCount: await scalar(up.db, visibleClients(m.name)),
      });
    }
  });

  it.each(["manager", "reseller", "dealer"] as DemoRole[])("is refused to %s (403 on the admin prefix, 404 on its own)", async (role) => {
    expect((await up.get("/admin/superresellers", up.tokens[role])).status).toBe(403);
    expect((await up.get(path(role, "superresellers"), up.tokens[role])).status).toBe(404);
  });

  it("needs a token", async () => {
    expect((await up.get("/admin/superresellers")).status).toBe(401);
  });
});

describe("the short lists count in SQL", () => {
  it("/admin/resellerlist and /admin/dealers: every row's counts equal direct SQL", async () => {
    for (const r of (await up.get("/admin/resellerlist", up.tokens.admin)).body.data) {
      expect(r.dealersCount).toBe(await scalar(up.db, sql`SELECT count(*) FROM accounts d JOIN accounts r ON r.id = d.parent_id WHERE r.name = ${r.reseller}`));
      expect(r.clientsCount).toBe(await scalar(up.db, visibleClients(r.reseller)));
    }
    for (const d of (await up.get("/admin/dealers", up.tokens.admin)).body.data) {
      expect(d.clientsCount).toBe(await scalar(up.db, visibleClients(d.dealer)));
    }
  });

  it.each([
    ["clients by dealer", sql`SELECT count(*) FROM clients WHERE dealer_id = 4`],
    ["accounts by parent", sql`SELECT count(*) FROM accounts WHERE parent_id = 2`],
  ])("%s is counted through an index, not a scan", async (_case, query) => {
    const plan = await up.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return rows<{ "QUERY PLAN": string }>(tx, sql`EXPLAIN ${query}`);
    });
    expect(plan.map((r) => r["QUERY PLAN"]).join("\n")).toMatch(/Index (Only )?Scan|Bitmap Index Scan/);
  });
});

describe("GET one account", () => {
  const dealer = { name: "dealer", credits: 50, description: "Demo dealer", reseller: "reseller" };
  it.each([
    [
      "admin",
      "superreseller/manager",
      { name: "manager", created: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), credits: 2000, description: "Demo super reseller" },
    ],
    ["admin", "reseller/reseller", { name: "reseller", credits: 300, description: "Demo reseller", superReseller: "manager" }],
    ["admin", "reseller/directsales", { name: "directsales", credits: expect.any(Number), description: "Head office direct sales", superReseller: "" }],
    ["manager", "reseller/reseller", { name: "reseller", credits: 300, description: "Demo reseller", superReseller: "manager" }],
    ["admin", "dealer/dealer", dealer],
    ["manager", "dealer/dealer", dealer],
    ["reseller", "dealer/dealer", dealer],
    ["manager", "dealer/bw_miami", { name: "bw_miami", credits: expect.any(Number), description: "Miami store", reseller: "bluewave" }],
  ] as [DemoRole, string, object][])("%s GET %s: exactly the detail fields (no password)", async (role, suffix, expected) => {
    const res = await up.get(path(role, suffix), up.tokens[role]);
    expect(res).toMatchObject({ status: 200 });
    expect(res.body).toEqual(expected);
  });

  it.each([
    ["manager", "reseller/tvlink", "another manager's reseller"],
    ["manager", "dealer/tvlink_east", "another manager's dealer"],
    ["reseller", "dealer/bw_miami", "another reseller's dealer"],
    ["manager", "reseller/manager", "itself"],
    ["admin", "superreseller/admin", "itself"],
    ["admin", "reseller/dealer", "a dealer on the reseller call"],
    ["admin", "dealer/reseller", "a reseller on the dealer call"],
    ["admin", "superreseller/bluewave", "a reseller on the super reseller call"],
    ["manager", "dealer/nobody", "an unknown name"],
  ] as [DemoRole, string, string][])("%s GET %s (%s) → 404", async (role, suffix) => {
    const res = await up.get(path(role, suffix), up.tokens[role]);
    expect(res).toMatchObject({ status: 404, body: { message: expect.stringMatching(/not found$/) } });
  });

  it("a name longer than any login → 400", async () => {
    expect((await up.get(path("admin", `dealer/${"x".repeat(16)}`), up.tokens.admin)).status).toBe(400);
  });

  it("401 without a token, 403 on another role's prefix", async () => {
    expect((await up.get("/reseller/dealer/dealer")).status).toBe(401);
    expect((await up.get("/reseller/dealer/dealer", up.tokens.manager)).status).toBe(403);
  });
});

describe("GET /<prefix>/statsbyname/{name} over account names", () => {
  it.each([
    ["admin", "novamedia", 200],
    ["admin", "manager", 200],
    ["manager", "bluewave", 200],
    ["manager", "bw_miami", 200],
    ["manager", "novamedia", 404],
    ["manager", "skyline_tv", 404],
    ["reseller", "dealer_ny", 200],
    ["reseller", "bluewave", 404],
  ] as [DemoRole, string, number][])("%s /statsbyname/%s → %s", async (role, name, status) => {
    const res = await up.get(path(role, `statsbyname/${name}`), up.tokens[role]);
    expect(res.status).toBe(status);
    if (status === 200) expect(res.body.clients.at(-1)).toBe(await scalar(up.db, visibleClients(name, sql`c.expiry >= CURRENT_DATE`)));
  });
});

// Every account call of every role (accounts spec §7 and the calls defined here). A role without
// a call answers 404 "Not found", as for any unknown path; one with it answers something else
// (a 400 for the empty body, a named 404 for the unknown name "x").
const CALLS: Record<DemoRole, string[]> = {
  admin: [
    "GET superresellers",
    "GET superreseller/x",
    "POST superreseller",
    "POST save",
    "POST changepassword",
    "GET resellerlist",
    "GET reseller/x",
    "POST reseller",
    "POST editreseller",
    "POST resellercredits",
    "POST changepasswordreseller",
    "POST removereseller",
    "GET dealers",
    "GET dealer/x",
    "POST dealer",
    "POST editdealer",
    "POST dealercredits",
    "POST changepassworddealer",
    "POST removedealer",
  ],
  manager: [
    "GET resellerlist",
    "GET reseller/x",
    "POST reseller",
    "POST resellercredits",
    "POST changepassword",
    "POST removereseller",
    "GET dealers",
    "GET dealer/x",
    "POST dealer",
    "POST editdealer",
    "POST dealercredits",
    "POST changepassworddealer",
    "POST removedealer",
  ],
  reseller: ["GET dealers", "GET dealer/x", "POST dealer", "POST dealercredits", "POST changepassword", "POST removedealer"],
  dealer: [],
};
const EVERY_CALL = [...new Set(Object.values(CALLS).flat())].sort();

describe.each(Object.keys(CALLS) as DemoRole[])("the account calls of %s", (role) => {
  it.each(EVERY_CALL)("%s", async (call) => {
    const [method, suffix] = call.split(" ");
    const res = method === "GET" ? await up.get(path(role, suffix), up.tokens[role]) : await up.post(path(role, suffix), {}, up.tokens[role]);
    if (CALLS[role].includes(call)) expect(res.body?.message).not.toBe("Not found");
    else expect(res).toMatchObject({ status: 404, body: { message: "Not found" } });
  });
});
