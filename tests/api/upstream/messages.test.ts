// POST /<prefix>/sendmessage (the message outbox) and the text rules it shares with the panel
// message (POST /admin/message).
import { request } from "node:http";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sendMessageSchema } from "@/upstream/src/rules/messages";
import { DEMO, ROLES, rows, scalar, someClient, upstreamForFile, type DemoRole } from "./support";

const up = upstreamForFile();
const send = (role: DemoRole, body: Record<string, unknown>, headers?: Record<string, string>) =>
  up.post(`/${DEMO[role].prefix}/sendmessage`, body, up.tokens[role], headers);
const outboxSize = () => scalar(up.db, sql`SELECT count(*) FROM message_outbox`);
const FIVE_MINUTES = 5 * 60 * 1000;

/**
 * A POST on a connection of its own: the upstream answers 413 before reading the whole body and
 * closes the socket, which a pooled connection would carry over into the next test's request.
 */
function postOnce(url: string, body: unknown): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = request(url, { method: "POST", agent: false, headers: { "content-type": "application/json" } }, (res) => {
      answered = true;
      let text = "";
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    // The server hangs up while the body is still being written, after its answer.
    req.on("error", (error) => (answered ? undefined : reject(error)));
    req.end(JSON.stringify(body));
  });
}

/** Up to `limit` client names the account sees, by name. */
async function clientsOf(account: string, limit: number): Promise<string[]> {
  const found = await rows<{ name: string }>(
    up.db,
    sql`SELECT c.name FROM clients c JOIN accounts d ON d.id = c.dealer_id JOIN accounts r ON r.id = d.parent_id
      LEFT JOIN accounts m ON m.id = r.parent_id
      WHERE ${account} = 'admin' OR ${account} IN (d.name, r.name, m.name) ORDER BY c.name LIMIT ${limit}`,
  );
  return found.map((r) => r.name);
}

describe("sendmessage", () => {
  it.each(ROLES)("%s queues one outbox row per client, due five minutes later", async (role) => {
    const logins = await clientsOf(role, 3);
    const before = Date.now();
    const res = await send(role, { simpleData: logins, message: "  Maintenance tonight\nat 3 AM  ", server: role === "dealer" ? 0 : 1 });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["count", "dueAt"]);
    expect(res.body.count).toBe(3);
    const due = Date.parse(res.body.dueAt);
    expect(due - before).toBeGreaterThanOrEqual(FIVE_MINUTES);
    expect(due - Date.now()).toBeLessThanOrEqual(FIVE_MINUTES);

    const queued = await rows<{ client_name: string; message: string; server: number; sender: string; delay: number; due: number }>(
      up.db,
      sql`SELECT o.client_name, o.message, o.server, a.name AS sender,
          extract(epoch FROM o.due_at - o.created) * 1000 AS delay, extract(epoch FROM o.due_at) * 1000 AS due
        FROM message_outbox o JOIN accounts a ON a.id = o.sender_id
        WHERE o.due_at = ${res.body.dueAt}::timestamptz AND a.name = ${role} ORDER BY o.client_name`,
    );
    expect(queued.map((q) => q.client_name)).toEqual([...logins].sort());
    for (const q of queued) {
      expect(q).toMatchObject({ message: "Maintenance tonight\nat 3 AM", server: role === "dealer" ? 0 : 1, sender: role });
      expect(Number(q.delay)).toBe(FIVE_MINUTES);
      expect(Number(q.due)).toBe(due);
    }
  });

  it("every client the admin sees in one request", async () => {
    const logins = await clientsOf("admin", 10_000);
    expect(logins.length).toBeGreaterThan(300);
    const before = await outboxSize();
    expect((await send("admin", { simpleData: logins, message: "Hello all", server: 0 })).body.count).toBe(logins.length);
    expect(await outboxSize()).toBe(before + logins.length);
  });

  it("a retry with the same Idempotency-Key queues nothing more", async () => {
    const body = { simpleData: await clientsOf("reseller", 2), message: "Once", server: 0 };
    const first = await send("reseller", body, { "Idempotency-Key": "msg-1" });
    const size = await outboxSize();
    const again = await send("reseller", body, { "Idempotency-Key": "msg-1" });
    expect(again.headers.get("Idempotent-Replayed")).toBe("true");
    expect(again.body).toEqual(first.body);
    expect(await outboxSize()).toBe(size);
  });
});

describe("sendmessage refusals: nothing is stored", () => {
  it.each([
    ["dealer", "bw_miami"],
    ["reseller", "bw_miami"],
    ["manager", "tvlink"],
  ] as [DemoRole, string][])("%s naming a client of %s: 404 naming it, the whole request refused", async (role, owner) => {
    const foreign = await someClient(up.db, owner);
    const mine = await clientsOf(role, 2);
    const before = await outboxSize();
    const res = await send(role, { simpleData: [mine[0], foreign, "no_such_client", mine[1]], message: "Hi", server: 0 });
    expect(res).toMatchObject({ status: 404, body: { message: `Client ${foreign} not found` } });
    expect(await outboxSize()).toBe(before);
  });

  it("an unknown login: 404 naming it", async () => {
    const res = await send("admin", { simpleData: [await someClient(up.db, "admin"), "ghost_client"], message: "Hi", server: 0 });
    expect(res).toMatchObject({ status: 404, body: { message: "Client ghost_client not found" } });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ["301 characters", { message: "x".repeat(301) }, "message: Message is too long"],
    ["an empty message", { message: "   " }, "message: Please input a message"],
    ["a control character", { message: "Hi\u0007" }, "message: Control characters are not allowed (except newlines)"],
    ["a carriage return", { message: "Hi\r\nthere" }, "message: Control characters are not allowed (except newlines)"],
    ["a bidi override", { message: "Pay \u202Egnp.exe" }, "message: Bidirectional override characters are not allowed"],
    ["server 2", { server: 2 }, "server: Server must be 0 or 1"],
    ["server as text", { server: "1" }, "server: Server must be 0 or 1"],
    ["no server", { server: undefined }, "server: Server must be 0 or 1"],
    ["no clients", { simpleData: [] }, "simpleData: Select at least one client"],
    ["a list that is not a list", { simpleData: "maria" }, "simpleData: Invalid input: expected array, received string"],
    ["a duplicate client", { simpleData: ["same1", "same1"] }, "simpleData: Each client may be listed only once"],
    ["a login with a space", { simpleData: ["two words"] }, "simpleData.0: Login name may not contain spaces or / ? # % \\"],
    ["a login with a control character", { simpleData: ["bad\u0001"] }, "simpleData.0: Control characters are not allowed"],
    ["a login too long", { simpleData: ["x".repeat(16)] }, "simpleData.0: Login name is too long"],
  ])("400 for %s", async (_case, change, message) => {
    const body = { simpleData: await clientsOf("reseller", 1), message: "Hi", server: 0, ...change };
    const before = await outboxSize();
    expect(await send("reseller", body)).toMatchObject({ status: 400, body: { message } });
    expect(await outboxSize()).toBe(before);
  });

  it("at most 10,000 clients per message", () => {
    const logins = (n: number) => Array.from({ length: n }, (_, i) => `c${i}`);
    expect(sendMessageSchema.safeParse({ simpleData: logins(10_000), message: "Hi", server: 0 }).success).toBe(true);
    const over = sendMessageSchema.safeParse({ simpleData: logins(10_001), message: "Hi", server: 0 });
    expect(over.error?.issues[0].message).toBe("At most 10000 clients per message");
  });

  it("10,000 logins of 15 characters pass the body limit (256 KiB here, 64 KiB elsewhere) and reach the rules", async () => {
    const logins = Array.from({ length: 10_000 }, (_, i) => `nobody${String(i).padStart(9, "0")}`);
    expect(JSON.stringify(logins).length).toBeGreaterThan(64 * 1024);
    const before = await outboxSize();
    expect(await send("admin", { simpleData: logins, message: "Hi", server: 0 })).toMatchObject({
      status: 404,
      body: { message: `Client ${logins[0]} not found` },
    });
    expect(await outboxSize()).toBe(before);
  });

  it("a body over 256 KiB answers 413", async () => {
    const body = { simpleData: ["a"], message: "Hi", server: 0, padding: "x".repeat(270_000), token: up.tokens.admin };
    expect(await postOnce(`${up.url}/admin/sendmessage`, body)).toEqual({ status: 413, body: { message: "Request body too large" } });
  });

  it("401 without a token, 403 on another prefix", async () => {
    expect((await up.post("/api/sendmessage", { simpleData: ["a"], message: "Hi", server: 0 })).status).toBe(401);
    expect((await up.post("/admin/sendmessage", { simpleData: ["a"], message: "Hi", server: 0 }, up.tokens.dealer)).status).toBe(403);
  });
});

describe("panel message text rules (POST /admin/message)", () => {
  it("keeps newlines", async () => {
    const res = await up.post("/admin/message", { message: "Line one\nLine two" }, up.tokens.admin);
    expect(res).toMatchObject({ status: 200, body: { message: "Line one\nLine two" } });
    expect((await up.get("/api/message", up.tokens.dealer)).body).toEqual({ message: "Line one\nLine two" });
  });

  it.each([
    ["Tab\there", "message: Control characters are not allowed (except newlines)"],
    ["Del\u007f", "message: Control characters are not allowed (except newlines)"],
    ["Isolate \u2066here", "message: Bidirectional override characters are not allowed"],
  ])("refuses %j (400, unchanged)", async (message, refusal) => {
    const before = (await up.get("/admin/message", up.tokens.admin)).body;
    expect(await up.post("/admin/message", { message }, up.tokens.admin)).toMatchObject({ status: 400, body: { message: refusal } });
    expect((await up.get("/admin/message", up.tokens.admin)).body).toEqual(before);
  });

  it("exactly 300 characters are accepted", async () => {
    expect((await up.post("/admin/message", { message: "y".repeat(300) }, up.tokens.admin)).status).toBe(200);
  });
});
