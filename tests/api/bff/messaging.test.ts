// POST /api/messages (Message Clients) and POST /api/panel-message, through the BFF.
import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { POST as sendMessage } from "@/features/messaging/server/routes/messages";
import { POST as savePanelMessage } from "@/features/messaging/server/routes/panel-message";
import { ROLES } from "@/lib/roles";
import { MESSAGE_TEXTS } from "@/lib/schemas/messaging";
import { rows, scalar, someClient, visibleClients } from "../upstream/support";
import { bffForFile } from "./support";

vi.mock("@/lib/session", async () => (await import("./support")).sessionMock);

const bff = bffForFile();
const PREFIX = { admin: "/admin", manager: "/superreseller", reseller: "/reseller", dealer: "/api" } as const;
const outbox = () => scalar(bff.up.db, sql`SELECT count(*) FROM message_outbox`);
const send = (body: unknown, headers?: Record<string, string>) => bff.send(sendMessage, "POST", "/api/messages", body, { headers });
const logins = (names: string[]) => ({ kind: "logins", logins: names });

async function clientsOf(account: string, limit: number): Promise<string[]> {
  const found = await rows<{ name: string }>(
    bff.up.db,
    sql`SELECT c.name FROM clients c JOIN accounts d ON d.id = c.dealer_id JOIN accounts r ON r.id = d.parent_id
      LEFT JOIN accounts m ON m.id = r.parent_id WHERE ${account} = 'admin' OR ${account} IN (d.name, r.name, m.name) ORDER BY c.name LIMIT ${limit}`,
  );
  return found.map((r) => r.name);
}

describe("POST /api/messages", () => {
  it.each(ROLES)("%s messages two chosen clients: two outbox rows, due in five minutes", async (role) => {
    const two = await clientsOf(role, 2);
    bff.signIn(role);
    const before = await outbox();
    const answer = await send({ recipients: logins(two), message: "  Maintenance at 3 AM ", server: 1 });
    expect(answer).toMatchObject({ status: 200, body: { count: 2 }, forwarded: [`POST ${PREFIX[role]}/sendmessage`] });
    expect(Date.parse(answer.body.dueAt) - Date.now()).toBeGreaterThan(4 * 60_000);
    expect(await outbox()).toBe(before + 2);
    const stored = await rows<{ message: string; server: number }>(bff.up.db, sql`SELECT message, server FROM message_outbox ORDER BY id DESC LIMIT 2`);
    expect(stored).toEqual([
      { message: "Maintenance at 3 AM", server: 1 },
      { message: "Maintenance at 3 AM", server: 1 },
    ]);
  });

  it("every client matching a tab and search: the BFF collects them from the client list itself", async () => {
    bff.signIn("reseller");
    const matching = await scalar(bff.up.db, visibleClients("reseller", sql`c.expiry < CURRENT_DATE`));
    expect(matching).toBeGreaterThan(0);
    const before = await outbox();
    const answer = await send({ recipients: { kind: "matching", tab: "expired", q: "" }, message: "Please renew", server: 0 });
    expect(answer).toMatchObject({ status: 200, body: { count: matching }, forwarded: ["GET /reseller/clientlist", "POST /reseller/sendmessage"] });
    expect(await outbox()).toBe(before + matching);
  });

  it("a search matching nobody: refused before anything is sent", async () => {
    bff.signIn("dealer");
    expect(await send({ recipients: { kind: "matching", tab: "all", q: "zzzz-nobody" }, message: "Hi", server: 0 })).toMatchObject({
      status: 422,
      body: { message: MESSAGE_TEXTS.noRecipients },
      forwarded: ["GET /api/clients"],
    });
  });

  it("a client outside the caller's subtree: 404 naming it, nothing stored", async () => {
    const foreign = await someClient(bff.up.db, "bw_miami");
    const mine = await clientsOf("dealer", 1);
    bff.signIn("dealer");
    const before = await outbox();
    expect(await send({ recipients: logins([mine[0], foreign]), message: "Hi", server: 0 })).toMatchObject({
      status: 404,
      body: { message: `Client ${foreign} not found` },
    });
    expect(await outbox()).toBe(before);
  });

  it.each([
    ["301 characters", { message: "x".repeat(301) }, MESSAGE_TEXTS.tooLong],
    ["an empty message", { message: "   " }, MESSAGE_TEXTS.empty],
    ["server 2", { server: 2 }, "Choose server 0 or 1"],
    ["no recipients", { recipients: logins([]) }, MESSAGE_TEXTS.noRecipients],
  ])("%s: 422 with the form's words, nothing forwarded", async (_what, change, words) => {
    bff.signIn("dealer");
    const before = await outbox();
    const body = { recipients: logins(await clientsOf("dealer", 1)), message: "Hi", server: 0, ...change };
    expect(await send(body)).toMatchObject({ status: 422, body: { message: words }, forwarded: [] });
    expect(await outbox()).toBe(before);
  });

  it("exactly 300 characters are sent", async () => {
    bff.signIn("dealer");
    expect((await send({ recipients: logins(await clientsOf("dealer", 1)), message: "y".repeat(300), server: 0 })).status).toBe(200);
  });

  it("403 from another site or without the panel's header; 401 signed out; nothing forwarded", async () => {
    const body = { recipients: logins(["anyone"]), message: "Hi", server: 0 };
    bff.signIn("dealer");
    expect(await send(body, { origin: "https://evil.example" })).toMatchObject({ status: 403, forwarded: [] });
    expect(await send(body, { "x-panel-request": "" })).toMatchObject({ status: 403, forwarded: [] });
    bff.signIn(null);
    expect(await send(body)).toMatchObject({ status: 401, forwarded: [] });
  });
});

describe("POST /api/panel-message", () => {
  const save = (body: unknown) => bff.send(savePanelMessage, "POST", "/api/panel-message", body);

  it("the admin replaces the message every role reads", async () => {
    bff.signIn("admin");
    expect(await save({ message: " Closed on Sunday\nfor upgrades " })).toMatchObject({
      status: 200,
      body: { message: "Closed on Sunday\nfor upgrades" },
      forwarded: ["POST /admin/message"],
    });
    expect((await bff.up.get("/reseller/message", bff.up.tokens.reseller)).body).toEqual({ message: "Closed on Sunday\nfor upgrades" });
  });

  it.each([
    ["301 characters", "x".repeat(301), MESSAGE_TEXTS.tooLong],
    ["an empty message", "", MESSAGE_TEXTS.empty],
  ])("%s: 422, nothing forwarded, the message kept", async (_what, message, words) => {
    bff.signIn("admin");
    const before = (await bff.up.get("/admin/message", bff.up.tokens.admin)).body;
    expect(await save({ message })).toMatchObject({ status: 422, body: { message: words }, forwarded: [] });
    expect((await bff.up.get("/admin/message", bff.up.tokens.admin)).body).toEqual(before);
  });

  it.each(["manager", "reseller", "dealer"] as const)("%s: 403, nothing forwarded", async (role) => {
    bff.signIn(role);
    expect(await save({ message: "Mine now" })).toMatchObject({ status: 403, forwarded: [] });
  });

  it("401 signed out, nothing forwarded; 401 when the upstream no longer knows the token", async () => {
    expect(await save({ message: "Hello" })).toMatchObject({ status: 401, forwarded: [] });
    bff.signIn("admin", "revoked-token");
    expect(await save({ message: "Hello" })).toMatchObject({ status: 401, forwarded: ["POST /admin/message"] });
  });
});
