// Webhook deliveries to a local receiver, checked with the Standard Webhooks reference library:
// the signature and headers, a rotation's overlap (both secrets verify), the response size cap and
// the timeout, retries with exponential backoff on a fake clock for a day, then the endpoint
// paused and its owner told, and "send again".
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { rotateSecret, updateEndpoint, findEndpoint } from "@/features/webhooks/server/endpoints-repo";
import { backoffMs, DAY, deliveryPage, resend } from "@/features/webhooks/server/outbox";
import { pauseNotice } from "@/features/webhooks/server/pause-notice";
import { saveSettings, defaultSettings } from "@/features/reminders/server/repo";
import type { DigestMail } from "@/features/reminders/model/digest";
import { metrics } from "@/lib/metrics";
import type { OpenStore } from "@/lib/store/types";
import { fakeClock, newEmbeddedStore } from "../reminders/support";
import { ok, startReceiver, type Receiver } from "./receiver";
import { ACCOUNT, addEndpoint, addEvents, dispatcher, endpointInput } from "./support";

let store: OpenStore;
let receiver: Receiver;

beforeAll(async () => {
  store = await newEmbeddedStore();
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await store.close();
});
beforeEach(async () => {
  await store.query("TRUNCATE webhook_endpoints, webhook_events CASCADE");
  receiver.received.length = 0;
  receiver.answer(ok);
});

const headersOf = (i: number) => receiver.received[i]!.headers as Record<string, string>;

describe("signed deliveries", () => {
  it("sends each event once, signed so that the reference library verifies it, with the body as written", async () => {
    const { row, secret } = await addEndpoint(store, receiver.url);
    const [id] = await addEvents(store, row, 1);
    const delivered = () =>
      metrics()
        .webhookAttempts.get()
        .then((m) => m.values.find((v) => v.labels.outcome === "delivered")?.value ?? 0);
    const before = await delivered();
    const report = await dispatcher(store).drain();
    expect(report).toMatchObject({ claimed: 1, delivered: 1, failed: 0 });
    expect(await delivered()).toBe(before + 1);
    expect(receiver.received).toHaveLength(1);
    const headers = headersOf(0);
    expect(headers["webhook-id"]).toBe(id);
    expect(headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/=]+$/);
    const payload = new Webhook(secret).verify(receiver.received[0]!.body, headers) as { type: string; data: unknown };
    expect(payload).toMatchObject({ type: "client.added", data: { client: "c0" } });
    // Another secret does not verify it.
    expect(() => new Webhook(`whsec_${Buffer.alloc(24, 7).toString("base64")}`).verify(receiver.received[0]!.body, headers)).toThrow();
    const log = await deliveryPage(store, ACCOUNT, 1, 10);
    expect(log.rows[0]).toMatchObject({ id, status: "delivered", httpStatus: 204, attempts: 1, problem: null });
    // Nothing is due any more.
    expect((await dispatcher(store).drain()).claimed).toBe(0);
  });

  it("signs with the old and the new secret during a rotation's overlap, and with the new one alone after it", async () => {
    const now = new Date();
    const { row, secret: old } = await addEndpoint(store, receiver.url, now);
    const fresh = (await rotateSecret(store, ACCOUNT, row.id, 60_000, now))!;
    expect(fresh).not.toBe(old);
    await addEvents(store, row, 1, now);
    await dispatcher(store).drain();
    const during = headersOf(0);
    expect(during["webhook-signature"]!.split(" ")).toHaveLength(2);
    for (const secret of [old, fresh]) expect(() => new Webhook(secret).verify(receiver.received[0]!.body, during)).not.toThrow();
    // After the overlap: only the new secret signs (a clock past it, real timestamps for the library).
    const later = { now: () => new Date(Date.now() + 120_000) };
    await addEvents(store, row, 1, new Date());
    await dispatcher(store, { clock: later }).drain();
    const after = headersOf(1);
    expect(after["webhook-signature"]!.split(" ")).toHaveLength(1);
    vi.useFakeTimers({ now: later.now(), toFake: ["Date"] });
    try {
      expect(() => new Webhook(fresh).verify(receiver.received[1]!.body, after)).not.toThrow();
      expect(() => new Webhook(old).verify(receiver.received[1]!.body, after)).toThrow();
    } finally {
      vi.useRealTimers();
    }
  });

  it("claims nothing on an instance whose secret key is not the store's", async () => {
    const { row } = await addEndpoint(store, receiver.url);
    await addEvents(store, row, 1);
    expect((await dispatcher(store, { keyCheck: async () => "mismatch" }).drain()).claimed).toBe(0);
    expect(receiver.received).toHaveLength(0);
    expect((await dispatcher(store).drain()).delivered).toBe(1);
  });
});

describe("limits on every delivery", () => {
  it("cuts an answer larger than the cap and counts the attempt as failed", async () => {
    receiver.answer((_request, response) => {
      response.writeHead(200, { "content-type": "text/plain" });
      const chunk = Buffer.alloc(16 * 1024, 97);
      // Far more than the cap, written until the panel hangs up.
      const pump = () => {
        while (response.write(chunk)) if (response.destroyed) return;
        response.once("drain", pump);
      };
      response.on("error", () => undefined);
      pump();
    });
    const { row } = await addEndpoint(store, receiver.url);
    const [id] = await addEvents(store, row, 1);
    const report = await dispatcher(store, { limits: { timeoutMs: 5_000, maxBytes: 32 * 1024 } }).pass();
    expect(report).toMatchObject({ claimed: 1, delivered: 0, failed: 1 });
    const [logged] = (await deliveryPage(store, ACCOUNT, 1, 10)).rows;
    expect(logged).toMatchObject({ id, status: "pending", httpStatus: 200, problem: "tooLarge" });
  });

  it("gives up an attempt that gets no answer within the timeout", async () => {
    receiver.answer(() => undefined);
    const { row } = await addEndpoint(store, receiver.url);
    await addEvents(store, row, 1);
    const report = await dispatcher(store, { limits: { timeoutMs: 300, maxBytes: 1024 } }).pass();
    expect(report.failed).toBe(1);
    const [logged] = (await deliveryPage(store, ACCOUNT, 1, 10)).rows;
    expect(logged).toMatchObject({ status: "pending", httpStatus: null, problem: "timeout" });
    expect(logged!.durationMs).toBeGreaterThanOrEqual(300);
  });
});

describe("retries for a day, then a pause", () => {
  it("retries with growing waits until the event is a day old, gives it up, pauses the endpoint and tells its owner once", async () => {
    receiver.answer((_request, response) => void response.writeHead(500).end("down"));
    const clock = fakeClock("2030-03-01T08:00:00.000Z");
    const { row } = await addEndpoint(store, receiver.url, clock.now());
    const [id] = await addEvents(store, row, 1, clock.now());
    const onPaused = vi.fn(async () => undefined);
    const sender = dispatcher(store, { clock, onPaused });
    const waits: number[] = [];
    for (let attempt = 1; attempt < 30; attempt++) {
      const report = await sender.pass();
      expect(report.claimed).toBe(1);
      // Not due before its wait is over.
      const [logged] = (await deliveryPage(store, ACCOUNT, 1, 10)).rows;
      if (logged!.status === "failed") break;
      const wait = Date.parse(logged!.nextAt!) - clock.now().getTime();
      waits.push(wait);
      clock.advance(wait - 1);
      expect((await sender.pass()).claimed).toBe(0);
      clock.advance(1);
    }
    // Exponential: each wait three times the one before, until the longest.
    expect(waits.slice(0, 4)).toEqual([backoffMs(1), backoffMs(2), backoffMs(3), backoffMs(4)]);
    expect(waits[1]).toBe(3 * waits[0]!);
    const total = waits.reduce((a, b) => a + b, 0);
    expect(total).toBeLessThanOrEqual(DAY);
    expect(total).toBeGreaterThan(DAY / 2);
    expect(receiver.received).toHaveLength(waits.length + 1);
    // Every try carried the same webhook-id: a receiver can tell a repeat.
    expect(new Set(receiver.received.map((r) => r.headers["webhook-id"]))).toEqual(new Set([id]));
    const [given] = (await deliveryPage(store, ACCOUNT, 1, 10)).rows;
    expect(given).toMatchObject({ status: "failed", httpStatus: 500, problem: "http" });
    const paused = (await findEndpoint(store, ACCOUNT, row.id))!;
    expect(paused.paused_at).not.toBeNull();
    expect(onPaused).toHaveBeenCalledTimes(1);

    // Paused: a new event waits, nothing is sent.
    await addEvents(store, row, 1, clock.now());
    const before = receiver.received.length;
    expect((await sender.pass()).claimed).toBe(0);
    expect(receiver.received).toHaveLength(before);

    // The owner fixes the receiver and turns the endpoint on: what waited goes out; "send again" sends the given-up one.
    receiver.answer(ok);
    await updateEndpoint(store, ACCOUNT, row.id, endpointInput(receiver.url), clock.now());
    expect(await resend(store, ACCOUNT, id!, clock.now())).toBe(true);
    expect(await sender.drain()).toMatchObject({ delivered: 2, failed: 0 });
    expect((await findEndpoint(store, ACCOUNT, row.id))!.paused_at).toBeNull();
    const after = (await deliveryPage(store, ACCOUNT, 1, 10)).rows;
    expect(after.every((r) => r.status === "delivered")).toBe(true);
  });

  it("does not let another account send again, or see, an account's delivery", async () => {
    const { row } = await addEndpoint(store, receiver.url);
    const [id] = await addEvents(store, row, 1);
    await dispatcher(store).drain();
    expect(await resend(store, "another-account", id!, new Date())).toBe(false);
    expect((await deliveryPage(store, "another-account", 1, 10)).total).toBe(0);
  });
});

describe("telling the owner of a paused endpoint", () => {
  it("mails the reminders' digest address in the account's language when a mail server is set, and nothing without one", async () => {
    const { row } = await addEndpoint(store, receiver.url);
    const sent: { to: string; mail: DigestMail }[] = [];
    const mailer = { send: async (to: string, mail: DigestMail) => void sent.push({ to, mail }) };
    await pauseNotice(
      store,
      () => null,
      () => "https://panel.example",
    )(row);
    // No digest address yet: nothing to send to.
    await pauseNotice(
      store,
      () => mailer,
      () => "https://panel.example",
    )(row);
    expect(sent).toEqual([]);
    const key = { accountId: ACCOUNT, role: "reseller" as const, name: "reseller" };
    await saveSettings(store, key, { ...defaultSettings(), digestEmail: "owner@shop.example" }, new Date(), "es");
    await pauseNotice(
      store,
      () => null,
      () => "https://panel.example",
    )(row);
    expect(sent).toEqual([]);
    await pauseNotice(
      store,
      () => mailer,
      () => "https://panel.example",
    )(row);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe("owner@shop.example");
    expect(sent[0]!.mail.subject).toBe(`Destino de webhook en pausa: ${receiver.url}`);
    expect(sent[0]!.mail.text).toContain("https://panel.example/webhooks");
    await store.query("TRUNCATE reminder_accounts");
  });
});
