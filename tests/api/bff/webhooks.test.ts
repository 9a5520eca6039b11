// The Webhooks screen's BFF, on the reference upstream: every role manages its own endpoints; the
// secret is answered once, at creation or rotation, never listed; bad input and refused addresses
// are 422 with the schema's message and change nothing; another account's endpoint or delivery is
// not found; "send again" queues a delivery anew.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { DELETE as endpointDELETE, PUT as endpointPUT } from "@/app/api/webhooks/[id]/route";
import { POST as rotatePOST } from "@/app/api/webhooks/[id]/rotate/route";
import { POST as resendPOST } from "@/app/api/webhooks/deliveries/[id]/resend/route";
import { GET as logGET } from "@/app/api/webhooks/log/route";
import { GET as listGET, POST as createPOST } from "@/app/api/webhooks/route";
import { WEBHOOK_TEXTS } from "@/features/webhooks/schemas";
import { enqueue } from "@/features/webhooks/server/outbox";
import { startWebhooks } from "@/features/webhooks/server/start";
import { writeSettled } from "@/lib/write-events";
import { panelStore } from "@/lib/store";
import { bffForFile } from "./support";
import { freshPgliteDir } from "../../support/fresh-pglite";

vi.mock("@/lib/session", async () => (await import("./support")).sessionMock);
process.env.PANEL_STORE_DIR = freshPgliteDir();

const bff = bffForFile();
beforeAll(() => panelStore().then(() => undefined), 120_000);

const input = { url: "https://93.184.215.14/hooks", events: ["client.added", "credits.low"], expiringDays: null, lowCredit: 50, enabled: true };

describe("Webhooks through the BFF", () => {
  it.each(["admin", "manager", "reseller", "dealer"] as const)("lets the %s add an endpoint, answering its secret once and never listing it", async (role) => {
    bff.signIn(role);
    const created = await bff.send(createPOST, "POST", "/api/webhooks", input);
    expect(created.status).toBe(200);
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    expect(created.body.endpoint).toMatchObject({ url: input.url, events: ["client.added", "credits.low"], lowCredit: 50, enabled: true, pausedAt: null });
    const listed = await bff.get(listGET, "/api/webhooks");
    expect(listed.status).toBe(200);
    expect(listed.body.endpoints.map((e: { id: string }) => e.id)).toContain(created.body.endpoint.id);
    expect(JSON.stringify(listed.body)).not.toContain(created.body.secret);
    expect(created.forwarded).toEqual([]);
  });

  it.each([
    [{ ...input, url: "ftp://example.com/x" }, WEBHOOK_TEXTS.url],
    [{ ...input, url: `https://example.com/${"a".repeat(600)}` }, WEBHOOK_TEXTS.url],
    [{ ...input, events: [] }, WEBHOOK_TEXTS.events],
    [{ ...input, events: ["client.deleted"] }, WEBHOOK_TEXTS.events],
    [{ ...input, lowCredit: null }, WEBHOOK_TEXTS.lowCredit],
    [{ ...input, events: ["client.expiring"], expiringDays: 0 }, WEBHOOK_TEXTS.expiringDays],
    [{ ...input, url: "https://127.0.0.1/hooks" }, WEBHOOK_TEXTS.addressRefused],
    [{ ...input, url: "https://169.254.169.254/latest" }, WEBHOOK_TEXTS.addressRefused],
  ])("refuses %j with 422 and adds nothing", async (body, message) => {
    bff.signIn("dealer");
    const before = (await bff.get(listGET, "/api/webhooks")).body.endpoints.length;
    const answer = await bff.send(createPOST, "POST", "/api/webhooks", body);
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(message);
    expect((await bff.get(listGET, "/api/webhooks")).body.endpoints).toHaveLength(before);
  });

  it("keeps an account to 10 endpoints", async () => {
    bff.signIn("admin");
    let count = (await bff.get(listGET, "/api/webhooks")).body.endpoints.length;
    while (count < 10) {
      expect((await bff.send(createPOST, "POST", "/api/webhooks", input)).status).toBe(200);
      count++;
    }
    const refused = await bff.send(createPOST, "POST", "/api/webhooks", input);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(WEBHOOK_TEXTS.tooMany);
    expect((await bff.get(listGET, "/api/webhooks")).body.endpoints).toHaveLength(10);
  });

  it("saves, rotates and deletes only the account's own endpoint", async () => {
    bff.signIn("reseller");
    const { body } = await bff.send(createPOST, "POST", "/api/webhooks", input);
    const id = body.endpoint.id as string;
    const params = { id };

    bff.signIn("dealer");
    expect((await bff.send(endpointPUT, "PUT", `/api/webhooks/${id}`, input, { params })).status).toBe(404);
    expect((await bff.send(rotatePOST, "POST", `/api/webhooks/${id}/rotate`, { overlapHours: 24 }, { params })).status).toBe(404);
    expect((await bff.send(endpointDELETE, "DELETE", `/api/webhooks/${id}`, undefined, { params })).status).toBe(404);

    bff.signIn("reseller");
    const saved = await bff.send(endpointPUT, "PUT", `/api/webhooks/${id}`, { ...input, enabled: false }, { params });
    expect(saved.body.endpoint.enabled).toBe(false);
    const rotated = await bff.send(rotatePOST, "POST", `/api/webhooks/${id}/rotate`, { overlapHours: 24 }, { params });
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(body.secret);
    const listed = (await bff.get(listGET, "/api/webhooks")).body.endpoints.find((e: { id: string }) => e.id === id);
    expect(Date.parse(listed.previousUntil) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    expect((await bff.send(rotatePOST, "POST", `/api/webhooks/${id}/rotate`, { overlapHours: 1000 }, { params })).status).toBe(422);
    expect((await bff.send(endpointDELETE, "DELETE", `/api/webhooks/${id}`, undefined, { params })).status).toBe(200);
    expect((await bff.get(listGET, "/api/webhooks")).body.endpoints.find((e: { id: string }) => e.id === id)).toBeUndefined();
  });

  it("pages the account's delivery log and sends a finished delivery again, for its owner only", async () => {
    bff.signIn("manager");
    const { body } = await bff.send(createPOST, "POST", "/api/webhooks", input);
    const store = await panelStore();
    const id = (await enqueue(store, { id: body.endpoint.id, account_id: "test-manager" }, "client.added", "bff-log", { client: "x" }, new Date()))!;
    await store.query("UPDATE webhook_events SET status = 'failed', attempts = 9, last_status = 500, last_error = 'answered HTTP 500' WHERE id = $1", [id]);
    const log = await bff.get(logGET, "/api/webhooks/log?page=1&size=5");
    expect(log.body.rows[0]).toMatchObject({ id, type: "client.added", status: "failed", httpStatus: 500, problem: "http", attempts: 9 });
    expect((await bff.get(logGET, "/api/webhooks/log?size=1000")).status).toBe(422);

    bff.signIn("dealer");
    expect((await bff.send(resendPOST, "POST", `/api/webhooks/deliveries/${id}/resend`, undefined, { params: { id } })).status).toBe(404);
    expect((await bff.get(logGET, "/api/webhooks/log")).body.rows.find((r: { id: string }) => r.id === id)).toBeUndefined();

    bff.signIn("manager");
    expect((await bff.send(resendPOST, "POST", `/api/webhooks/deliveries/${id}/resend`, undefined, { params: { id } })).status).toBe(200);
    const again = (await bff.get(logGET, "/api/webhooks/log")).body.rows.find((r: { id: string }) => r.id === id);
    expect(again.status).toBe("pending");
    // Only a finished delivery is sent again.
    expect((await bff.send(resendPOST, "POST", `/api/webhooks/deliveries/${id}/resend`, undefined, { params: { id } })).status).toBe(404);
  });

  it("writes client.added for a settled write once the server's start has subscribed, even where this instance delivers nothing", async () => {
    process.env.WEBHOOKS = "0";
    startWebhooks();
    bff.signIn("reseller");
    const { body } = await bff.send(createPOST, "POST", "/api/webhooks", { ...input, events: ["client.added"] });
    await writeSettled({
      operation: "clients.add",
      origin: { via: "browser", accountId: "test-reseller", account: "reseller", role: "reseller" },
      target: { kind: "client", id: "shop_line_1" },
      outcome: "done",
      params: { months: 2 },
      requestId: "wiring-1",
    });
    const rows = (await bff.get(logGET, "/api/webhooks/log")).body.rows.filter((r: { endpointId: string }) => r.endpointId === body.endpoint.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ type: "client.added", status: "pending", attempts: 0 });
    delete process.env.WEBHOOKS;
  });

  it("refuses the screen's calls without a session", async () => {
    bff.signIn(null);
    expect((await bff.get(listGET, "/api/webhooks")).status).toBe(401);
  });
});
