// Renew and retrieve: the credit arithmetic, concurrency and Idempotency-Key replays.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addMonths } from "@/upstream/src/rules/dates";
import { creditsOf, DEMO, rows, scalar, someClient, today, upstreamForFile, type DemoRole } from "./support";

const up = upstreamForFile();
const path = (role: DemoRole, suffix: string) => `/${DEMO[role].prefix}/${suffix}`;
const expiryOf = async (name: string) => (await rows<{ e: string }>(up.db, sql`SELECT expiry::text AS e FROM clients WHERE name = ${name}`))[0].e;
const ledgerCount = (account: string, type: string) =>
  scalar(up.db, sql`SELECT count(*) FROM ledger l JOIN accounts a ON a.id = l.account_id WHERE a.name = ${account} AND l.type = ${type}`);

describe("renew", () => {
  it.each(["dealer", "reseller", "manager"] as DemoRole[])("%s renews an active client: expiry + months, one credit a month", async (role) => {
    const name = await someClient(up.db, "dealer", sql`c.expiry > CURRENT_DATE + 3 AND NOT c.trial AND c.name > ${role}`);
    const [expiry, credits, renewals] = [await expiryOf(name), await creditsOf(up.db, role), await ledgerCount(role, "RENEW")];
    const res = await up.post(path(role, "renew"), { name, months: 2 }, up.tokens[role]);
    expect(res).toMatchObject({ status: 200, body: { name, months: 2, expiry: addMonths(expiry, 2) } });
    expect(await expiryOf(name)).toBe(addMonths(expiry, 2));
    expect(await creditsOf(up.db, role)).toBe(credits - 2);
    expect(await ledgerCount(role, "RENEW")).toBe(renewals + 1);
  });

  it("an expired client restarts from today", async () => {
    const name = await someClient(up.db, "dealer", sql`c.expiry < CURRENT_DATE - 10`);
    const res = await up.post("/api/renew", { name, months: 1 }, up.tokens.dealer);
    expect(res.body.expiry).toBe(addMonths(today(), 1));
  });

  it("a renewed trial is no longer a trial", async () => {
    const name = await someClient(up.db, "dealer", sql`c.trial AND c.expiry >= CURRENT_DATE`);
    await up.post("/api/renew", { name, months: 1 }, up.tokens.dealer);
    expect((await up.get(`/api/client/${name}`, up.tokens.dealer)).body.trial).toBe(false);
  });

  it("the admin's balance is unlimited: nothing is taken, the ledger still records it", async () => {
    const name = await someClient(up.db, "bw_miami", sql`c.expiry >= CURRENT_DATE`);
    const before = await ledgerCount("admin", "RENEW");
    expect((await up.post("/admin/renew", { name, months: 12 }, up.tokens.admin)).status).toBe(200);
    expect(await creditsOf(up.db, "admin")).toBe(0);
    expect(await ledgerCount("admin", "RENEW")).toBe(before + 1);
  });

  it.each([0, 13, "x"])("months %s → 400", async (months) => {
    const name = await someClient(up.db, "dealer");
    expect((await up.post("/api/renew", { name, months }, up.tokens.dealer)).status).toBe(400);
  });
});

describe("retrieve", () => {
  it("moves the expiry back and refunds one credit per month", async () => {
    const name = await someClient(up.db, "dealer", sql`c.expiry > CURRENT_DATE + 100`);
    const [expiry, credits] = [await expiryOf(name), await creditsOf(up.db, "dealer")];
    const res = await up.post("/api/retrieve", { login: name, credits: 2 }, up.tokens.dealer);
    expect(res).toMatchObject({ status: 200, body: { name, months: 2, expiry: addMonths(expiry, -2) } });
    expect(await creditsOf(up.db, "dealer")).toBe(credits + 2);
    const history = (await up.get(`/api/history/${name}`, up.tokens.dealer)).body.data;
    expect(history[0]).toMatchObject({ type: "RETRIEVED", credits: 2, expiry: addMonths(expiry, -2) });
  });

  it("never before today: more months than remain → 422, nothing changes", async () => {
    const name = await someClient(up.db, "reseller", sql`c.expiry >= CURRENT_DATE`);
    await up.db.execute(sql`UPDATE clients SET expiry = CURRENT_DATE + 40 WHERE name = ${name}`);
    const before = await expiryOf(name);
    const res = await up.post("/admin/retrieve", { login: name, credits: 2 }, up.tokens.admin);
    expect(res).toMatchObject({ status: 422, body: { message: `Only 1 month(s) can be retrieved from ${name}` } });
    expect(await expiryOf(name)).toBe(before);
    expect((await up.post("/admin/retrieve", { login: name, credits: 1 }, up.tokens.admin)).status).toBe(200);
    expect((await expiryOf(name)) >= today()).toBe(true);
  });

  it("gives back only the months the account paid for itself", async () => {
    const name = await someClient(up.db, "reseller", sql`c.expiry > CURRENT_DATE + 200`);
    const credits = await creditsOf(up.db, "reseller");
    expect((await up.post("/reseller/renew", { name, months: 1 }, up.tokens.reseller)).status).toBe(200);
    const res = await up.post("/reseller/retrieve", { login: name, credits: 2 }, up.tokens.reseller);
    expect(res).toMatchObject({ status: 422, body: { message: `Only 1 month(s) can be retrieved from ${name}` } });
    expect(await creditsOf(up.db, "reseller")).toBe(credits - 1);
    expect((await up.post("/reseller/retrieve", { login: name, credits: 1 }, up.tokens.reseller)).status).toBe(200);
    expect(await creditsOf(up.db, "reseller")).toBe(credits);
    expect((await up.post("/reseller/retrieve", { login: name, credits: 1 }, up.tokens.reseller)).status).toBe(422);
  });

  it("a dealer cannot turn months the admin gave for free into credits", async () => {
    const login = `gift${Date.now() % 100000}`;
    const added = await up.post("/admin/client", { login, password: "pw", ministra: true, months: 12, dealer: "dealer" }, up.tokens.admin);
    expect(added.status).toBe(200);
    const credits = await creditsOf(up.db, "dealer");
    const res = await up.post("/api/retrieve", { login, credits: 6 }, up.tokens.dealer);
    expect(res).toMatchObject({ status: 422, body: { message: `You have no paid months left to retrieve from ${login}` } });
    expect(await creditsOf(up.db, "dealer")).toBe(credits);
  });

  it("an expired client has nothing to retrieve → 422", async () => {
    const name = await someClient(up.db, "dealer", sql`c.expiry < CURRENT_DATE`);
    expect((await up.post("/admin/retrieve", { login: name, credits: 1 }, up.tokens.admin)).status).toBe(422);
  });
});

describe("another dealer's client is invisible", () => {
  it.each([
    ["/api/renew", (name: string) => ({ name, months: 1 })],
    ["/api/retrieve", (name: string) => ({ login: name, credits: 1 })],
    ["/api/saveclient", (name: string) => ({ login: name, desc: "mine now" })],
    ["/api/resetclient", (name: string) => ({ name })],
    ["/api/remove", (name: string) => ({ name })],
  ])("%s → 404, nothing changes", async (call, body) => {
    const name = await someClient(up.db, "dealer_ny", sql`c.expiry > CURRENT_DATE + 60`);
    const before = await rows(up.db, sql`SELECT * FROM clients WHERE name = ${name}`);
    const credits = await creditsOf(up.db, "dealer");
    const res = await up.post(call, body(name), up.tokens.dealer);
    expect(res).toMatchObject({ status: 404, body: { message: expect.any(String) } });
    expect(await rows(up.db, sql`SELECT * FROM clients WHERE name = ${name}`)).toEqual(before);
    expect(await creditsOf(up.db, "dealer")).toBe(credits);
  });
});

describe("concurrency", () => {
  it("parallel renews against a balance that covers only some: never negative, one ledger row per success", async () => {
    await up.db.execute(sql`UPDATE accounts SET credits = 5 WHERE name = 'hub_toronto'`);
    const token = await up.login("hub_toronto", "demo1234");
    const names = (
      await rows<{ name: string }>(
        up.db,
        sql`SELECT c.name FROM clients c JOIN accounts d ON d.id = c.dealer_id WHERE d.name = 'hub_toronto' ORDER BY c.name LIMIT 3`,
      )
    ).map((r) => r.name);
    const before = await ledgerCount("hub_toronto", "RENEW");
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => up.post("/api/renew", { name: names[i % names.length], months: 1 }, token)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 422)).toHaveLength(7);
    expect(await creditsOf(up.db, "hub_toronto")).toBe(0);
    expect(await ledgerCount("hub_toronto", "RENEW")).toBe(before + 5);
  });

  it("parallel renews of one client all land on the expiry", async () => {
    const name = await someClient(up.db, "manager", sql`c.expiry > CURRENT_DATE + 3`);
    const expiry = await expiryOf(name);
    const results = await Promise.all(Array.from({ length: 6 }, () => up.post("/superreseller/renew", { name, months: 1 }, up.tokens.manager)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await expiryOf(name)).toBe(addMonths(expiry, 6));
  });
});

describe("Idempotency-Key", () => {
  it("a replayed renew returns the first answer and charges nothing more", async () => {
    const name = await someClient(up.db, "dealer", sql`c.expiry >= CURRENT_DATE AND NOT c.trial`);
    const credits = await creditsOf(up.db, "dealer");
    const headers = { "Idempotency-Key": `renew-${name}-1` };
    const first = await up.post("/api/renew", { name, months: 1 }, up.tokens.dealer, headers);
    const again = await up.post("/api/renew", { name, months: 1 }, up.tokens.dealer, headers);
    expect(first.status).toBe(200);
    expect(again).toMatchObject({ status: 200, body: first.body });
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await creditsOf(up.db, "dealer")).toBe(credits - 1);
  });

  it("concurrent duplicates of an add create one client and charge once", async () => {
    const credits = await creditsOf(up.db, "manager");
    const body = { login: "idem_client", password: "pw", stb_mac: "00:1A:79:FE:FE:01", months: 4, dealer: "dealer", reseller: "reseller" };
    const headers = { "Idempotency-Key": "add-idem-client" };
    const results = await Promise.all(Array.from({ length: 5 }, () => up.post("/superreseller/client", body, up.tokens.manager, headers)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(results.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(await creditsOf(up.db, "manager")).toBe(credits - 4);
    expect(await scalar(up.db, sql`SELECT count(*) FROM ledger WHERE login = 'idem_client'`)).toBe(1);
  });

  it("the same key with a different body → 422; keys are per account", async () => {
    const name = await someClient(up.db, "dealer", sql`c.expiry >= CURRENT_DATE`);
    const headers = { "Idempotency-Key": "shared-key" };
    expect((await up.post("/api/renew", { name, months: 1 }, up.tokens.dealer, headers)).status).toBe(200);
    expect((await up.post("/api/renew", { name, months: 2 }, up.tokens.dealer, headers)).status).toBe(422);
    expect((await up.post("/reseller/renew", { name, months: 1 }, up.tokens.reseller, headers)).headers.get("idempotent-replayed")).toBeNull();
  });

  it("a failed request stores nothing, so its retry is judged afresh", async () => {
    await up.db.execute(sql`UPDATE accounts SET credits = 0 WHERE name = 'bw_tampa'`);
    const token = await up.login("bw_tampa", "demo1234");
    const name = await someClient(up.db, "bw_tampa");
    const headers = { "Idempotency-Key": "retry-after-topup" };
    expect((await up.post("/api/renew", { name, months: 1 }, token, headers)).status).toBe(422);
    await up.db.execute(sql`UPDATE accounts SET credits = 1 WHERE name = 'bw_tampa'`);
    expect((await up.post("/api/renew", { name, months: 1 }, token, headers)).status).toBe(200);
  });
});
