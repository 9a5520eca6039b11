// Where events come from. client.added and client.renewed follow the panel's settled writes
// (lib/write-events.ts; the test announces the writes as the write path does). The others are
// found by the poller reading the account, as the account, on the spec-only test upstream (the
// spec's calls only): clients expiring within N days or expired, credits below a threshold, a
// ticket answered by someone else; each once, however often and by however many instances it polls.
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eventsFromWrite } from "@/features/webhooks/server/from-writes";
import type { PollReads } from "@/features/webhooks/server/poll-reads";
import { WebhookPoller } from "@/features/webhooks/server/poller";
import { forgetBackend } from "@/lib/backends";
import { credentialBinding, saveCredential } from "@/features/reminders/server/repo";
import { sealSecret } from "@/lib/store/secrets";
import type { OpenStore } from "@/lib/store/types";
import { onWriteSettled, writeSettled, type SettledWrite } from "@/lib/write-events";
import { startSpecUpstream, type SpecUpstream } from "@/tests/spec-upstream";
import { client as specClient, LOGINS } from "@/tests/spec-upstream/test-client";
import { fakeClock, newEmbeddedStore } from "../reminders/support";
import { startReceiver, type Receiver } from "./receiver";
import { ACCOUNT, addEndpoint, dispatcher } from "./support";

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
  await store.query("TRUNCATE webhook_endpoints, webhook_events, webhook_polls CASCADE");
  receiver.received.length = 0;
});

const events = async () =>
  (await store.query<{ type: string; body: string }>("SELECT type, body FROM webhook_events ORDER BY created_at, id")).map((row) => ({
    type: row.type,
    data: (JSON.parse(row.body) as { data: Record<string, unknown> }).data,
  }));

describe("events from the panel's own writes", () => {
  const write = (overrides: Partial<SettledWrite> = {}): SettledWrite => ({
    operation: "clients.add",
    origin: { via: "browser", accountId: ACCOUNT, account: "reseller", role: "reseller" },
    target: { kind: "client", id: "alice" },
    outcome: "done",
    params: { months: 3 },
    requestId: `req-${Math.random()}`,
    ...overrides,
  });

  it("writes client.added and client.renewed for the account's endpoints once each write is done, and signs them", async () => {
    const stop = onWriteSettled((settled) => eventsFromWrite(store, settled, new Date()).then(() => undefined));
    try {
      const { secret } = await addEndpoint(store, receiver.url);
      await addEndpoint(store, receiver.url, new Date(), { events: ["client.renewed"] });
      const added = write();
      await writeSettled(added);
      // The same write announced twice is one event.
      await writeSettled(added);
      await writeSettled(write({ operation: "clients.renew", target: { kind: "client", id: "bob" }, params: { months: 1 } }));
      // Not events: a refused or unknown write, another account's write, another operation.
      await writeSettled(write({ outcome: "refused" }));
      await writeSettled(write({ outcome: "unknown" }));
      await writeSettled(write({ origin: { via: "api", accountId: "someone-else", account: "other", role: "dealer" } }));
      await writeSettled(write({ operation: "clients.retrieve" }));
      expect(await events()).toEqual([
        { type: "client.added", data: { client: "alice", months: 3, via: "browser" } },
        { type: "client.renewed", data: { client: "bob", months: 1, via: "browser" } },
        { type: "client.renewed", data: { client: "bob", months: 1, via: "browser" } },
      ]);
      await dispatcher(store).drain();
      expect(receiver.received).toHaveLength(3);
      const first = receiver.received.find((r) => r.body.includes("client.added"))!;
      expect(new Webhook(secret).verify(first.body, first.headers as Record<string, string>)).toMatchObject({ type: "client.added" });
    } finally {
      stop();
    }
  });
});

describe("credits.low", () => {
  it("is one event per dip below the threshold: again only after the balance went back up", async () => {
    await store.query("INSERT INTO panel_accounts (id, role, name, created_at) VALUES ($1, 'dealer', 'dip', now()) ON CONFLICT DO NOTHING", ["account-dips"]);
    await store.query(
      "INSERT INTO reminder_accounts (role, name, template, time_zone, updated_at, account_id, credential) VALUES ('dealer', 'dip', '', 'UTC', now(), $1, 'sealed') ON CONFLICT DO NOTHING",
      ["account-dips"],
    );
    await addEndpoint(store, receiver.url, new Date(), { events: ["credits.low"], lowCredit: 10 }, "account-dips");
    let balance = 0;
    const reads: PollReads = {
      signIn: async () => ({ token: "t", role: "dealer" }),
      signOut: async () => undefined,
      clients: async () => [],
      credits: async () => balance,
      tickets: async () => [],
      details: async () => [],
    };
    const clock = fakeClock(new Date().toISOString());
    const poll = async (credits: number) => {
      balance = credits;
      clock.advance(60_001);
      return new WebhookPoller({ store, clock, reads, intervalMs: 60_000 }).sweep();
    };
    expect([await poll(5), await poll(3), await poll(10), await poll(12), await poll(9)]).toEqual([1, 0, 0, 0, 1]);
    expect((await events()).map((e) => e.data)).toEqual([
      { credits: 5, threshold: 10 },
      { credits: 9, threshold: 10 },
    ]);
  });
});

describe("events the poller finds on the spec-only upstream", () => {
  let up: SpecUpstream;
  const RESELLER = { accountId: ACCOUNT, role: "reseller" as const, name: "reseller" };
  beforeAll(async () => {
    up = await startSpecUpstream({ port: 0 });
    process.env.UPSTREAM_URL = up.url;
    process.env.UPSTREAM_DIALECT = "spec";
    delete process.env.UPSTREAM_CALLS_FILE;
    forgetBackend();
    await store.query("INSERT INTO panel_accounts (id, role, name, created_at) VALUES ($1, $2, $3, now())", [ACCOUNT, "reseller", "reseller"]);
    await saveCredential(store, RESELLER, sealSecret(LOGINS.reseller[1], credentialBinding(ACCOUNT)), new Date());
  });
  afterAll(async () => {
    forgetBackend();
    await up.close();
  });

  it("finds each expiring and expired client, a low balance and an answered ticket once, however often it polls", async () => {
    up.reset();
    const api = specClient(up.url);
    const token = await api.login("reseller");
    const rows = (await api.call("GET", "/reseller/clientlist", token)).body as { name: string; expiry: string }[];
    const today = new Date().toISOString().slice(0, 10);
    const soon = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const expiring = rows.filter((r) => r.expiry.slice(0, 10) >= today && r.expiry.slice(0, 10) <= soon).map((r) => r.name);
    const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    // Expired within the last week: an older expiry is no news.
    const expired = rows.filter((r) => r.expiry.slice(0, 10) < today && r.expiry.slice(0, 10) >= weekAgo).map((r) => r.name);
    // The seed's dates are relative to today: some of each kind, and older expiries that must not be told.
    expect([expiring.length > 0, expired.length > 0, rows.some((r) => r.expiry.slice(0, 10) < weekAgo)]).toEqual([true, true, true]);
    const balance = up.state().balances.reseller!;

    const { row } = await addEndpoint(store, receiver.url, new Date(), {
      events: ["client.expiring", "client.expired", "credits.low"],
      expiringDays: 30,
      lowCredit: balance + 1,
    });
    // Expired clients are news to an endpoint from the day it was added: this one is made older.
    await store.query("UPDATE webhook_endpoints SET created_at = '2000-01-01T00:00:00Z' WHERE id = $1", [row.id]);
    // Answers before an endpoint was added are not news to it: the seed's answered tickets are older than this one.
    await addEndpoint(store, receiver.url, new Date(), { events: ["ticket.answered"] });
    // A ticket of the reseller's, answered by the admin (and a note of the reseller's own, which is no answer).
    const ticket = (
      await api.call("POST", "/reseller/addticket", token, { issue_type: 1, tested: 1, isp: "x", device: "box", description: "Channel 5 freezes often" })
    ).body as { id: number };
    await api.call("POST", "/admin/addticketdetail", await api.login("admin"), { id: ticket.id, description: "Fixed on our side" });
    await api.call("POST", "/reseller/addticketdetail", token, { id: ticket.id, description: "Thanks" });

    const clock = fakeClock(new Date().toISOString());
    const poller = () => new WebhookPoller({ store, clock, intervalMs: 60_000 });
    // Two instances polling at once: one of them polls the account.
    const written = await Promise.all([poller().sweep(), poller().sweep()]);
    const found = await events();
    expect(written[0] + written[1]).toBe(found.length);
    const named = (type: string) => found.filter((e) => e.type === type).map((e) => e.data.client as string);
    expect(named("client.expiring").sort()).toEqual([...expiring].sort());
    expect(named("client.expired").sort()).toEqual([...expired].sort());
    expect(found.filter((e) => e.type === "credits.low")).toEqual([{ type: "credits.low", data: { credits: balance, threshold: balance + 1 } }]);
    expect(found.filter((e) => e.type === "ticket.answered")).toEqual([
      { type: "ticket.answered", data: expect.objectContaining({ ticket: ticket.id, closed: false }) },
    ]);

    // Not due again before its interval; after it, nothing new to say.
    expect(await poller().sweep()).toBe(0);
    clock.advance(60_001);
    expect(await poller().sweep()).toBe(0);
    expect(await events()).toHaveLength(found.length);
    const [poll] = await store.query<{ detail: string }>("SELECT detail FROM webhook_polls WHERE account_id = $1", [ACCOUNT]);
    expect(poll!.detail).toBe("0 new events");
  });
});
