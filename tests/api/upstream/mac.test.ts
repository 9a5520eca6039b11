// GET /<prefix>/searchmac/{mac} and the admin's POST /admin/deletemac.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO, ROLES, rows, scalar, someClient, upstreamForFile, type DemoRole } from "./support";

const up = upstreamForFile();
const search = (role: DemoRole, mac: string) => up.get(`/${DEMO[role].prefix}/searchmac/${mac}`, up.tokens[role]);
const deleteMac = (body: Record<string, unknown>, role: DemoRole = "admin", headers?: Record<string, string>) =>
  up.post(`/${DEMO[role].prefix}/deletemac`, body, up.tokens[role], headers);

async function clientOf(account: string, where = sql`true`) {
  const name = await someClient(up.db, account, sql`c.mac IS NOT NULL AND ${where}`);
  const [row] = await rows<{ name: string; mac: string; expiry: string }>(
    up.db,
    sql`SELECT name, mac, to_char(expiry, 'YYYY-MM-DD') AS expiry FROM clients WHERE name = ${name}`,
  );
  return row;
}
const FREE_MAC = "00:1A:79:FE:ED:00";
const ACTIVE = sql`c.expiry >= CURRENT_DATE AND c.status`;

describe("searchmac within the caller's subtree: the status word the panel shows", () => {
  it.each(ROLES.filter((r) => r !== "admin"))("%s: an active client is ACTIVE, nothing more", async (role) => {
    const client = await clientOf(role, ACTIVE);
    expect(await search(role, client.mac)).toMatchObject({ status: 200, body: { found: true, subMessage: "ACTIVE" } });
    expect(Object.keys((await search(role, client.mac)).body).sort()).toEqual(["found", "subMessage"]);
  });

  it("an expired client is INACTIVE, as is one switched off", async () => {
    const expired = await clientOf("dealer", sql`c.expiry < CURRENT_DATE`);
    expect((await search("dealer", expired.mac)).body).toEqual({ found: true, subMessage: "INACTIVE" });
    const off = await clientOf("dealer", ACTIVE);
    await up.db.execute(sql`UPDATE clients SET status = false WHERE name = ${off.name}`);
    expect((await search("dealer", off.mac)).body).toEqual({ found: true, subMessage: "INACTIVE" });
    await up.db.execute(sql`UPDATE clients SET status = true WHERE name = ${off.name}`);
  });

  it("any case is accepted", async () => {
    const client = await clientOf("reseller", ACTIVE);
    expect((await search("reseller", client.mac.toLowerCase())).body).toEqual({ found: true, subMessage: "ACTIVE" });
  });
});

describe("searchmac outside the subtree and for a free MAC", () => {
  it.each([
    ["dealer", "bw_miami"],
    ["reseller", "bw_miami"],
    ["manager", "tvlink"],
  ] as [DemoRole, string][])("%s sees a MAC of %s as in use, without status or detail", async (role, owner) => {
    const client = await clientOf(owner, ACTIVE);
    expect(await search(role, client.mac)).toMatchObject({ status: 200, body: { found: true, subMessage: "" } });
    expect((await search(role, client.mac)).body).toEqual({ found: true, subMessage: "" });
  });

  it.each(ROLES.filter((r) => r !== "admin"))("%s: a free MAC is not found", async (role) => {
    expect((await search(role, FREE_MAC)).body).toEqual({ found: false, subMessage: "" });
  });

  it("the admin's answer carries the client's name, MAC and expiry (nulls when free)", async () => {
    const client = await clientOf("tvlink", sql`c.expiry < CURRENT_DATE`);
    expect((await search("admin", client.mac.toLowerCase())).body).toEqual({
      found: true,
      subMessage: "INACTIVE",
      name: client.name,
      mac: client.mac,
      expiry: client.expiry,
    });
    expect((await search("admin", FREE_MAC)).body).toEqual({ found: false, subMessage: "", name: null, mac: null, expiry: null });
  });
});

describe("searchmac refusals", () => {
  it.each(["00:1A:79:00:00", "00:1A:79:00:00:0G", "001A79000000", "00-1A-79-00-00-00", "00:1A:79:00:00:00:00"])("400 for %s", async (mac) => {
    expect(await search("dealer", mac)).toMatchObject({ status: 400, body: { message: "MAC address must be six hex pairs separated by colons" } });
  });

  it("401 without a token, 403 on another prefix", async () => {
    expect((await up.get(`/api/searchmac/${FREE_MAC}`)).status).toBe(401);
    expect((await up.get(`/reseller/searchmac/${FREE_MAC}`, up.tokens.dealer)).status).toBe(403);
  });
});

describe("POST /admin/deletemac", () => {
  const adminLedger = sql`SELECT l.type, l.login, l.credits, to_char(l.expiry, 'YYYY-MM-DD') AS expiry, l.description, l.client_id
    FROM ledger l JOIN accounts a ON a.id = l.account_id WHERE a.name = 'admin' ORDER BY l.id DESC LIMIT 1`;

  it("deletes an active client, frees its MAC and leaves a DELETED row in the admin's ledger", async () => {
    const client = await clientOf("dealer", ACTIVE);
    const id = await scalar(up.db, sql`SELECT id FROM clients WHERE name = ${client.name}`);
    const res = await deleteMac({ mac: client.mac.toLowerCase() });
    expect(res).toMatchObject({ status: 200, body: { name: client.name, mac: client.mac } });
    expect(Object.keys(res.body).sort()).toEqual(["mac", "name"]);
    expect(await scalar(up.db, sql`SELECT count(*) FROM clients WHERE name = ${client.name}`)).toBe(0);
    expect((await search("dealer", client.mac)).body).toEqual({ found: false, subMessage: "" });
    expect((await search("admin", client.mac)).body.found).toBe(false);

    const [row] = await rows(up.db, adminLedger);
    expect(row).toEqual({
      type: "DELETED",
      login: client.name,
      credits: 0,
      expiry: client.expiry,
      description: `Deleted to free MAC ${client.mac}`,
      client_id: id,
    });
    const listed = await up.get("/admin/transactions", up.tokens.admin);
    expect(listed.body.data[0]).toMatchObject({ type: "DELETED", login: client.name, credits: 0, expiry: client.expiry });

    // The MAC can be given to a new client now.
    const added = await up.post("/api/client", { login: "freshmac1", password: "pw1234", stb_mac: client.mac }, up.tokens.dealer);
    expect(added.status).toBe(200);
  });

  it("a retry with the same Idempotency-Key replays the answer and deletes nothing more", async () => {
    const client = await clientOf("bw_miami", ACTIVE);
    const first = await deleteMac({ mac: client.mac }, "admin", { "Idempotency-Key": "del-1" });
    const deleted = await scalar(up.db, sql`SELECT count(*) FROM ledger WHERE type = 'DELETED'`);
    const again = await deleteMac({ mac: client.mac }, "admin", { "Idempotency-Key": "del-1" });
    expect(again.status).toBe(200);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expect(await scalar(up.db, sql`SELECT count(*) FROM ledger WHERE type = 'DELETED'`)).toBe(deleted);
  });

  it("404 when no client uses the MAC; nothing written", async () => {
    const before = await scalar(up.db, sql`SELECT count(*) FROM ledger`);
    expect(await deleteMac({ mac: FREE_MAC })).toMatchObject({ status: 404, body: { message: "No client uses this MAC address" } });
    expect(await scalar(up.db, sql`SELECT count(*) FROM ledger`)).toBe(before);
  });

  it.each([{}, { mac: "" }, { mac: "00:1A:79:00:00" }, { mac: 17 }, { mac: "00:1A:79:00:00:0\u0000" }])("400 for %o; nothing written", async (body) => {
    const clients = await scalar(up.db, sql`SELECT count(*) FROM clients`);
    const res = await deleteMac(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^mac: /);
    expect(await scalar(up.db, sql`SELECT count(*) FROM clients`)).toBe(clients);
  });

  it.each(["manager", "reseller", "dealer"] as const)("is not a call of %s (404)", async (role) => {
    const client = await clientOf(role, ACTIVE);
    expect((await deleteMac({ mac: client.mac }, role)).status).toBe(404);
    expect(await scalar(up.db, sql`SELECT count(*) FROM clients WHERE name = ${client.name}`)).toBe(1);
  });

  it("401 without a token, 403 for another role on /admin", async () => {
    expect((await up.post("/admin/deletemac", { mac: FREE_MAC })).status).toBe(401);
    expect((await up.post("/admin/deletemac", { mac: FREE_MAC }, up.tokens.manager)).status).toBe(403);
  });
});
