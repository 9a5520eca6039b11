// The audit log records every write a staff account makes, in the write's own transaction: one
// entry per call (actor, role, action, target, before → after), none for a read or a refused
// write, none more on an Idempotency-Key replay, and never a password.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createApp } from "@/upstream/src/app";
import { addMonths, dayOf, maxDay } from "@/upstream/src/rules/dates";
import { DEMO, rows, scalar, someClient, today, upstreamForFile, type DemoRole } from "./support";

const up = upstreamForFile();
const path = (role: DemoRole, suffix: string) => `/${DEMO[role].prefix}/${suffix}`;

interface Entry {
  actor_name: string;
  actor_role: string;
  action: string;
  target: string;
  changes: Record<string, unknown>[];
}
const entryCount = () => scalar(up.db, sql`SELECT count(*) FROM audit_log`);
const entriesAfter = (id: number) =>
  rows<Entry>(up.db, sql`SELECT actor_name, actor_role, action, target, changes FROM audit_log WHERE id > ${id} ORDER BY id`);
const lastId = () => scalar(up.db, sql`SELECT coalesce(max(id), 0) FROM audit_log`);

const client = {
  login: "au_client",
  stb_mac: "00:1A:79:AA:00:01",
  password: "secretpw1",
  desc: "Audit test",
  phone: "",
  package_selection: 8,
  packages: [],
  server: 0,
};
const PASSWORDS = ["pw_secret1", "pw_secret2", "secretpw1", "secretpw2"];

interface Case {
  name: string;
  role: DemoRole;
  suffix: string;
  body: () => Promise<Record<string, unknown>> | Record<string, unknown>;
  action: string;
  target: string;
  changes?: Record<string, unknown>[];
}

const expiredOf = (account: string) => someClient(up.db, account, sql`c.expiry < ${today()}::date AND d.name = ${account}`);
let ticketId = 0;
let expiryBeforeRenew = "";

// In order: later cases act on what earlier ones made.
const CASES: Case[] = [
  {
    name: "admin adds a super reseller",
    role: "admin",
    suffix: "superreseller",
    body: () => ({ login: "au_mgr", password: "pw_secret1", description: "" }),
    action: "account.add",
    target: "au_mgr",
  },
  {
    name: "admin adds a reseller",
    role: "admin",
    suffix: "reseller",
    body: () => ({ login: "au_res", password: "pw_secret1", superReseller: "au_mgr" }),
    action: "account.add",
    target: "au_res",
  },
  {
    name: "admin adds a dealer",
    role: "admin",
    suffix: "dealer",
    body: () => ({ login: "au_dlr", password: "pw_secret1", reseller: "au_res" }),
    action: "account.add",
    target: "au_dlr",
  },
  {
    name: "manager adds a reseller",
    role: "manager",
    suffix: "reseller",
    body: () => ({ login: "au_res2", password: "pw_secret1" }),
    action: "account.add",
    target: "au_res2",
  },
  {
    name: "reseller adds a dealer",
    role: "reseller",
    suffix: "dealer",
    body: () => ({ login: "au_dlr3", password: "pw_secret1" }),
    action: "account.add",
    target: "au_dlr3",
  },
  {
    name: "admin moves a reseller",
    role: "admin",
    suffix: "editreseller",
    body: () => ({ name: "au_res", superReseller: "manager" }),
    action: "account.edit",
    target: "au_res",
    changes: [{ field: "parent", before: "au_mgr", after: "manager" }],
  },
  {
    name: "admin moves a dealer",
    role: "admin",
    suffix: "editdealer",
    body: () => ({ name: "au_dlr", reseller: "reseller", description: "moved" }),
    action: "account.edit",
    target: "au_dlr",
  },
  {
    name: "admin credits a super reseller",
    role: "admin",
    suffix: "save",
    body: () => ({ name: "au_mgr", credits: 5, transaction: 0 }),
    action: "account.credits",
    target: "au_mgr",
    changes: [{ field: "credits", before: 0, after: 5 }],
  },
  {
    name: "admin credits a reseller",
    role: "admin",
    suffix: "resellercredits",
    body: () => ({ name: "au_res", credits: 4, transaction: 0 }),
    action: "account.credits",
    target: "au_res",
  },
  {
    name: "reseller credits a dealer",
    role: "reseller",
    suffix: "dealercredits",
    body: () => ({ name: "au_dlr3", credits: 2, transaction: 0 }),
    action: "account.credits",
    target: "au_dlr3",
    changes: [
      { field: "credits", before: 0, after: 2 },
      { field: "reseller credits", before: 300, after: 298 },
    ],
  },
  {
    name: "admin changes a manager's password",
    role: "admin",
    suffix: "changepassword",
    body: () => ({ name: "au_mgr", password: "pw_secret2" }),
    action: "account.password",
    target: "au_mgr",
    changes: [{ field: "password", changed: true }],
  },
  {
    name: "admin changes a reseller's password",
    role: "admin",
    suffix: "changepasswordreseller",
    body: () => ({ name: "au_res", password: "pw_secret2" }),
    action: "account.password",
    target: "au_res",
  },
  {
    name: "admin changes a dealer's password",
    role: "admin",
    suffix: "changepassworddealer",
    body: () => ({ name: "au_dlr", password: "pw_secret2" }),
    action: "account.password",
    target: "au_dlr",
  },
  {
    name: "reseller deletes a dealer",
    role: "reseller",
    suffix: "removedealer",
    body: () => ({ name: "au_dlr3" }),
    action: "account.delete",
    target: "au_dlr3",
  },
  {
    name: "manager deletes a reseller",
    role: "manager",
    suffix: "removereseller",
    body: () => ({ name: "au_res2" }),
    action: "account.delete",
    target: "au_res2",
  },
  { name: "dealer adds a client", role: "dealer", suffix: "client", body: () => ({ ...client, months: 1 }), action: "client.add", target: "au_client" },
  {
    name: "dealer saves a client",
    role: "dealer",
    suffix: "saveclient",
    body: () => ({ login: "au_client", password: "secretpw2", desc: "Changed" }),
    action: "client.save",
    target: "au_client",
    changes: [
      { field: "password", changed: true },
      { field: "description", before: "Audit test", after: "Changed" },
    ],
  },
  {
    name: "dealer renews a client",
    role: "dealer",
    suffix: "renew",
    body: async () => {
      expiryBeforeRenew = (await rows<{ e: string }>(up.db, sql`SELECT expiry::text AS e FROM clients WHERE name = 'au_client'`))[0].e;
      return { name: "au_client", months: 2 };
    },
    action: "client.renew",
    target: "au_client",
  },
  // A batch renews each client through the single renew, so each client gets its own entry.
  {
    name: "reseller bulk-renews a client",
    role: "reseller",
    suffix: "bulkrenew",
    body: () => ({ names: ["au_client"], months: 1 }),
    action: "client.renew",
    target: "au_client",
  },
  {
    name: "dealer retrieves months",
    role: "dealer",
    suffix: "retrieve",
    body: () => ({ login: "au_client", credits: 1 }),
    action: "client.retrieve",
    target: "au_client",
  },
  { name: "dealer resets a client", role: "dealer", suffix: "resetclient", body: () => ({ name: "au_client" }), action: "client.reset", target: "au_client" },
  {
    name: "dealer deletes an expired client",
    role: "dealer",
    suffix: "remove",
    body: async () => ({ name: await expiredOf("dealer") }),
    action: "client.delete",
    target: "*",
  },
  {
    name: "reseller deletes an expired client",
    role: "reseller",
    suffix: "deleteclient",
    body: async () => ({ name: await expiredOf("dealer") }),
    action: "client.delete",
    target: "*",
  },
  {
    name: "admin deletes a client by MAC",
    role: "admin",
    suffix: "deletemac",
    body: () => ({ mac: "00:1A:79:AA:00:01" }),
    action: "client.delete_mac",
    target: "au_client",
  },
  {
    name: "dealer sends a message",
    role: "dealer",
    suffix: "sendmessage",
    body: async () => ({ simpleData: [await someClient(up.db, "dealer")], message: "Maintenance tonight", server: 0 }),
    action: "message.send",
    target: "*",
  },
  {
    name: "admin sets the panel message",
    role: "admin",
    suffix: "message",
    body: () => ({ message: "Audit panel message" }),
    action: "panel_message.save",
    target: "panel message",
  },
  {
    name: "dealer raises a ticket",
    role: "dealer",
    suffix: "addticket",
    body: () => ({ issue_type: 1, isp: "", device: "", tested: 1, description: "Channel five is frozen" }),
    action: "ticket.create",
    target: "*",
  },
  {
    name: "reseller adds a follow-up",
    role: "reseller",
    suffix: "addticketdetail",
    body: () => ({ id: ticketId, description: "Looking into it" }),
    action: "ticket.detail",
    target: "#",
  },
  {
    name: "reseller closes the ticket",
    role: "reseller",
    suffix: "saveticket",
    body: () => ({ id: ticketId, status: 1 }),
    action: "ticket.close",
    target: "#",
    changes: [{ field: "status", before: 0, after: 1 }],
  },
];

describe("an entry for every write", () => {
  it.each(CASES.map((c) => [c.name, c] as const))("%s", async (_name, c) => {
    const since = await lastId();
    const res = await up.post(path(c.role, c.suffix), await c.body(), up.tokens[c.role]);
    expect(res.status, res.text).toBe(200);
    if (c.suffix === "addticket") ticketId = res.body.id;
    const entries = await entriesAfter(since);
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(entry).toMatchObject({ actor_name: c.role, actor_role: c.role, action: c.action });
    if (c.target === "#") expect(entry.target).toBe(`ticket #${ticketId}`);
    else if (c.target !== "*") expect(entry.target).toBe(c.target);
    if (c.changes) expect(entry.changes).toEqual(expect.arrayContaining(c.changes.map((ch) => expect.objectContaining(ch))));
    if (c.suffix === "renew") {
      const after = addMonths(maxDay(expiryBeforeRenew, dayOf(new Date())), 2);
      expect(entry.changes).toContainEqual({ field: "expiry", before: expiryBeforeRenew, after });
    }
  });

  it("sign-in and sign-out are recorded too; a failed sign-in is not", async () => {
    const since = await lastId();
    expect((await up.post("/authenticate", { login_username: "dealer", login_password: "wrong", g_recaptcha_response: "" })).status).toBe(401);
    const token = await up.login("dealer");
    expect((await up.post("/api/logout", {}, token)).status).toBe(200);
    expect((await entriesAfter(since)).map((e) => [e.action, e.actor_name, e.target])).toEqual([
      ["session.sign_in", "dealer", "dealer"],
      ["session.sign_out", "dealer", "dealer"],
    ]);
  });

  it("covers every POST call the upstream has (a new write must be added here, and audited)", () => {
    const app = createApp({ db: up.db, now: () => new Date(), captchaRequired: false });
    const calls = new Set(app.routes.filter((r) => r.method === "POST").map((r) => r.path.split("/").pop()));
    const covered = new Set([...CASES.map((c) => c.suffix), "authenticate", "logout"]);
    expect([...calls].filter((call) => !covered.has(call!))).toEqual([]);
  });

  it("no password ever appears in the log", async () => {
    const text = JSON.stringify(await rows(up.db, sql`SELECT * FROM audit_log`));
    for (const password of [...PASSWORDS, ...Object.values(DEMO).map((d) => d.password)]) expect(text).not.toContain(password);
  });
});

describe("what is not recorded", () => {
  it("reads add no entry", async () => {
    const before = await entryCount();
    for (const suffix of ["credits", "message", "tickets", "transactions", "audit", "totalclients"]) {
      expect((await up.get(path("reseller", suffix), up.tokens.reseller)).status).toBe(200);
    }
    expect((await up.get("/reseller/clientlist", up.tokens.reseller)).status).toBe(200);
    expect(await entryCount()).toBe(before);
  });

  it("a refused write leaves no entry (a rolled-back one neither)", async () => {
    const before = await entryCount();
    // 422 after the rule already did part of its work: not enough credits for 12 months.
    await up.post("/api/client", { ...client, login: "au_broke", stb_mac: "00:1A:79:AA:00:09", months: 12 }, await up.login("au_dlr", "pw_secret2"));
    expect((await up.post("/api/renew", { name: "nobody_here", months: 1 }, up.tokens.dealer)).status).toBe(404);
    expect((await up.post("/reseller/dealercredits", { name: "dealer", credits: 99999, transaction: 0 }, up.tokens.reseller)).status).toBe(400);
    expect((await up.post("/superreseller/removereseller", { name: "reseller" }, up.tokens.manager)).status).toBe(409);
    // The failed sign-in above aside, only au_dlr's sign-in is new.
    expect(await entryCount()).toBe(before + 1);
  });

  it("an Idempotency-Key replay adds nothing", async () => {
    const name = await someClient(up.db, "dealer");
    const headers = { "Idempotency-Key": "audit-replay-1" };
    const first = await up.post("/api/renew", { name, months: 1 }, up.tokens.dealer, headers);
    expect(first.status).toBe(200);
    const before = await entryCount();
    const again = await up.post("/api/renew", { name, months: 1 }, up.tokens.dealer, headers);
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(await entryCount()).toBe(before);
  });

  it("the table refuses changes and deletes (append-only)", async () => {
    await expect(up.db.execute(sql`UPDATE audit_log SET target = 'x'`)).rejects.toThrow();
    await expect(up.db.execute(sql`DELETE FROM audit_log`)).rejects.toThrow();
  });
});
