// Adding, saving, resetting and deleting clients: the rules of upstream/README.md over real HTTP.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, addMonths } from "@/upstream/src/rules/dates";
import { creditsOf, DEMO, rows, scalar, someClient, today, upstreamForFile, type DemoRole } from "./support";

const up = upstreamForFile();
const path = (role: DemoRole, suffix: string) => `/${DEMO[role].prefix}/${suffix}`;
let serial = 0;
/** A fresh login and MAC for each new client. */
const fresh = () => {
  serial += 1;
  const hex = serial.toString(16).padStart(6, "0").toUpperCase();
  return { login: `t_client${serial}`, stb_mac: `00:1A:79:${hex.slice(0, 2)}:${hex.slice(2, 4)}:${hex.slice(4, 6)}` };
};
const base = { password: "pw1234", desc: "Test client", phone: "(305) 555-0100", package_selection: 8, packages: [], server: 0 };
const ledgerRows = (login: string) =>
  rows<{ type: string; credits: number; account: string }>(
    up.db,
    sql`SELECT l.type, l.credits, a.name AS account FROM ledger l JOIN accounts a ON a.id = l.account_id WHERE l.login = ${login} ORDER BY l.id`,
  );

describe("POST /<prefix>/client", () => {
  // The dealer's form has no owner fields; the others name the dealer (and manager/admin the reseller).
  const owners: Record<DemoRole, object> = {
    dealer: {},
    reseller: { dealer: "dealer" },
    manager: { dealer: "dealer", reseller: "reseller" },
    admin: { dealer: "dealer", reseller: "reseller" },
  };

  it.each(["dealer", "reseller", "manager", "admin"] as DemoRole[])("%s adds a 3-month client and pays 3 credits", async (role) => {
    const client = fresh();
    const before = role === "admin" ? null : await creditsOf(up.db, role);
    const res = await up.post(path(role, "client"), { ...base, ...client, ...owners[role], months: 3, ministra: false }, up.tokens[role]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: client.login, mac: client.stb_mac, expiry: addMonths(today(), 3), trial: false, dealer: "dealer" });
    if (before !== null) expect(await creditsOf(up.db, role)).toBe(before - 3);
    expect(await ledgerRows(client.login)).toEqual([{ type: "NEW CLIENT", credits: 3, account: role }]);
  });

  it("months 0 makes a free two-day trial", async () => {
    const client = fresh();
    const before = await creditsOf(up.db, "dealer");
    const res = await up.post("/api/client", { ...base, ...client, months: 0 }, up.tokens.dealer);
    expect(res.body).toMatchObject({ trial: true, expiry: addDays(today(), 2) });
    expect(await creditsOf(up.db, "dealer")).toBe(before);
  });

  it("a Ministra client needs no MAC; any other does", async () => {
    const { login } = fresh();
    expect((await up.post("/api/client", { ...base, login, stb_mac: "", ministra: true, months: 0 }, up.tokens.dealer)).body).toMatchObject({
      mac: null,
      ministra: true,
    });
    const res = await up.post("/api/client", { ...base, login: fresh().login, stb_mac: "", ministra: false, months: 0 }, up.tokens.dealer);
    expect(res.status).toBe(400);
  });

  it("MACs are unique across all clients, whatever the case → 409", async () => {
    const taken = (
      await rows<{ mac: string }>(
        up.db,
        sql`SELECT mac FROM clients c JOIN accounts d ON d.id = c.dealer_id WHERE d.name = 'sky_dallas' AND mac IS NOT NULL LIMIT 1`,
      )
    )[0].mac;
    const res = await up.post("/api/client", { ...base, login: fresh().login, stb_mac: taken.toLowerCase(), months: 0 }, up.tokens.dealer);
    expect(res).toMatchObject({ status: 409, body: { message: "MAC address is already in use" } });
  });

  it("login names are unique → 409, nothing charged", async () => {
    const existing = await someClient(up.db, "bw_miami");
    const before = await creditsOf(up.db, "dealer");
    const res = await up.post("/api/client", { ...base, ...fresh(), login: existing, months: 2 }, up.tokens.dealer);
    expect(res).toMatchObject({ status: 409, body: { message: "Login name already exists" } });
    expect(await creditsOf(up.db, "dealer")).toBe(before);
  });

  it.each([
    ["a login over 15 characters", { login: "x".repeat(16) }],
    ["a password over 15 characters", { password: "p".repeat(16) }],
    ["a malformed MAC", { stb_mac: "00:1A:79:12:34" }],
    ["months over 12", { months: 13 }],
    ["server 3", { server: 3 }],
    ["a description of 500 characters", { desc: "d".repeat(500) }],
    ["a phone of 15 characters", { phone: "(305) 555-01000" }],
  ])("refuses %s with 400 and writes nothing", async (_case, override) => {
    const client = { ...base, ...fresh(), months: 1, ...override };
    const before = await scalar(up.db, sql`SELECT count(*) FROM clients`);
    const res = await up.post("/api/client", client, up.tokens.dealer);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
    expect(await scalar(up.db, sql`SELECT count(*) FROM clients`)).toBe(before);
  });

  it.each([
    ["no package in a custom selection", { package_selection: 3, packages: [] }, "Please select at least ONE package"],
    ["every package in a custom selection", "all", "If you want to select all packages"],
    ["a preset the server lacks", { package_selection: 999 }, "does not exist"],
    ["a package of another server", { package_selection: 3, packages: [101] }, "does not exist"],
  ] as const)("refuses %s with 422", async (_case, override, message) => {
    const packages =
      override === "all"
        ? { package_selection: 3, packages: (await up.get("/api/packages", up.tokens.dealer, { server: 0 })).body.packages.map((p: { id: number }) => p.id) }
        : override;
    const res = await up.post("/api/client", { ...base, ...fresh(), months: 0, ...packages }, up.tokens.dealer);
    expect(res.status).toBe(422);
    expect(res.body.message).toContain(message);
  });

  it("stores a custom package list", async () => {
    const client = fresh();
    const res = await up.post("/api/client", { ...base, ...client, months: 0, server: 1, package_selection: 3, packages: [105, 101, 105] }, up.tokens.dealer);
    expect(res.body).toMatchObject({ server: 1, package_selection: 3, packages: [101, 105] });
    expect((await up.get(`/api/subpackages/${client.login}/1`, up.tokens.dealer)).body).toEqual({ subs: [101, 105] });
  });

  it.each([
    ["reseller", {}, 400],
    ["reseller", { dealer: "bw_miami" }, 404],
    ["manager", { dealer: "tvlink_east" }, 404],
    ["manager", { dealer: "bw_miami", reseller: "reseller" }, 422],
    ["admin", { dealer: "nobody" }, 404],
  ] as [DemoRole, object, number][])("%s naming owners %o → %s", async (role, owner, status) => {
    const res = await up.post(path(role, "client"), { ...base, ...fresh(), months: 0, ...owner }, up.tokens[role]);
    expect(res.status).toBe(status);
  });

  it("more months than credits → 422, nothing written", async () => {
    await up.db.execute(sql`UPDATE accounts SET credits = 2 WHERE name = 'quickstream'`);
    const token = await up.login("quickstream", "demo1234");
    const client = fresh();
    const res = await up.post("/api/client", { ...base, ...client, months: 3 }, token);
    expect(res).toMatchObject({ status: 422, body: { message: "Not enough credits" } });
    expect(await creditsOf(up.db, "quickstream")).toBe(2);
    expect(await scalar(up.db, sql`SELECT count(*) FROM clients WHERE name = ${client.login}`)).toBe(0);
  });
});

describe("POST /<prefix>/saveclient", () => {
  it("saves the fields sent, keeps the rest, and renews with months", async () => {
    const client = fresh();
    await up.post("/api/client", { ...base, ...client, months: 1 }, up.tokens.dealer);
    const before = await creditsOf(up.db, "dealer");
    const res = await up.post(
      "/api/saveclient",
      {
        login: client.login,
        o_mac: client.stb_mac,
        stb_mac: client.stb_mac,
        desc: "Kitchen",
        status: false,
        theme: "emerald",
        parent_pass: "4321",
        alt_player: true,
        months: 2,
      },
      up.tokens.dealer,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      description: "Kitchen",
      status: false,
      theme: "emerald",
      parent_pass: "4321",
      alt_player: true,
      phone: base.phone,
      expiry: addMonths(addMonths(today(), 1), 2),
    });
    expect(await creditsOf(up.db, "dealer")).toBe(before - 2);
    expect((await ledgerRows(client.login)).map((r) => r.type)).toEqual(["NEW CLIENT", "RENEW"]);
  });

  it("keeps its own MAC but may not take another client's (409)", async () => {
    const mine = fresh();
    await up.post("/api/client", { ...base, ...mine, months: 0 }, up.tokens.dealer);
    expect((await up.post("/api/saveclient", { login: mine.login, stb_mac: mine.stb_mac }, up.tokens.dealer)).status).toBe(200);
    const theirs = (await rows<{ mac: string }>(up.db, sql`SELECT mac FROM clients WHERE mac IS NOT NULL AND name <> ${mine.login} LIMIT 1`))[0].mac;
    expect((await up.post("/api/saveclient", { login: mine.login, stb_mac: theirs }, up.tokens.dealer)).status).toBe(409);
  });

  it("a manager moves a client to another dealer of its subtree", async () => {
    const client = fresh();
    await up.post("/api/client", { ...base, ...client, months: 0 }, up.tokens.dealer);
    const res = await up.post("/superreseller/saveclient", { login: client.login, dealer: "bw_tampa", reseller: "bluewave" }, up.tokens.manager);
    expect(res.body).toMatchObject({ dealer: "bw_tampa", reseller: "bluewave" });
    expect((await up.get(`/api/client/${client.login}`, up.tokens.dealer)).status).toBe(404);
  });
});

describe("POST /<prefix>/resetclient", () => {
  it("clears the device fields; a second reset within 10 minutes → 429 plain text", async () => {
    const name = await someClient(up.db, "dealer", sql`c.stb_sn IS NOT NULL`);
    const first = await up.post("/api/resetclient", { name }, up.tokens.dealer);
    expect(first).toMatchObject({ status: 200, body: { name } });
    const client = (await up.get(`/api/client/${name}`, up.tokens.dealer)).body;
    expect(client).toMatchObject({ stb_sn: null, stb_type: null, version: null, online: false, last_active: null });

    const second = await up.post("/superreseller/resetclient", { name }, up.tokens.manager);
    expect(second.status).toBe(429);
    expect(second.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(second.text).toContain("10 minutes");

    await up.db.execute(sql`UPDATE clients SET last_reset_at = now() - interval '11 minutes' WHERE name = ${name}`);
    expect((await up.post("/api/resetclient", { name }, up.tokens.dealer)).status).toBe(200);
  });

  it.each(["reseller", "manager", "admin"] as DemoRole[])("%s resets through its own prefix", async (role) => {
    // Each run resets a different client: the earlier ones now have last_reset_at set.
    const name = await someClient(up.db, "dealer_ny", sql`c.last_reset_at IS NULL`);
    expect((await up.post(path(role, "resetclient"), { name }, up.tokens[role])).status).toBe(200);
  });
});

describe("delete", () => {
  it("the dealer deletes an expired client with /api/remove; its history stays", async () => {
    const name = await someClient(up.db, "dealer", sql`c.expiry < CURRENT_DATE`);
    const history = await scalar(up.db, sql`SELECT count(*) FROM ledger WHERE login = ${name}`);
    expect(await up.post("/api/remove", { name }, up.tokens.dealer)).toMatchObject({ status: 200, body: { name } });
    expect((await up.get(`/api/client/${name}`, up.tokens.dealer)).status).toBe(404);
    expect(await scalar(up.db, sql`SELECT count(*) FROM ledger WHERE login = ${name}`)).toBe(history);
  });

  it.each(["reseller", "manager", "admin"] as DemoRole[])("%s deletes an expired client with /deleteclient", async (role) => {
    const name = await someClient(up.db, role === "reseller" ? "dealer_ny" : "bw_miami", sql`c.expiry < CURRENT_DATE`);
    expect((await up.post(path(role, "deleteclient"), { name }, up.tokens[role])).status).toBe(200);
  });

  it("an active client → 409", async () => {
    const name = await someClient(up.db, "dealer", sql`c.expiry >= CURRENT_DATE`);
    const res = await up.post("/api/remove", { name }, up.tokens.dealer);
    expect(res).toMatchObject({ status: 409, body: { message: expect.stringContaining("active") } });
  });

  it("another dealer's client → 404, and the dealer has no /deleteclient", async () => {
    const name = await someClient(up.db, "bw_miami", sql`c.expiry < CURRENT_DATE`);
    expect((await up.post("/api/remove", { name }, up.tokens.dealer)).status).toBe(404);
    expect((await up.post("/api/deleteclient", { name }, up.tokens.dealer)).status).toBe(404);
  });
});
