// runOnce, settle and peek over the panel's store (embedded PGlite, and PostgreSQL when
// PANEL_TEST_DATABASE_URL names a server): one upstream call per (caller, key), replays,
// conflicts, the unknown lock and its settling, concurrent repeats, and refusals when the store fails.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { captureLog } from "../support/log-capture";
import { intentStoresForFile } from "../support/intent-stores";
import { SqlIntentStore } from "@/lib/intents/sql-store";
import {
  currentIntentStore,
  IntentConflict,
  IntentStoreUnavailable,
  INTENT_CONFLICT_MESSAGE,
  INTENT_STORE_UNAVAILABLE_MESSAGE,
  peek,
  resetIntentStoreForTests,
  runOnce,
  settle,
  type IntentStore,
  type SendResult,
} from "@/lib/intents";
import type { OpenStore } from "@/lib/store/types";

const stores = intentStoresForFile();

const renew = { operation: "clients.renew", params: { id: "17" }, body: { months: 3 } };
const intent = (payload: unknown = renew, key = "key-0001", caller = "reseller:bob") => ({ key, caller, payload });
const answer = { credits: 41, expires: "2026-09-01" };
const sendDone = () => vi.fn(async (): Promise<SendResult> => ({ kind: "done", status: 200, body: answer }));

/** Lets the event loop run (I/O included: PostgreSQL answers over a socket) until `done()`; setImmediate is never faked here. */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setImmediate(resolve));
}

/**
 * Moves the fake clock on by `ms` in steps of 10, letting the store's answers arrive between steps:
 * a repeat's poll asks the store, which on PostgreSQL answers over a socket, not within a tick.
 */
async function advance(ms: number, busy: () => boolean): Promise<void> {
  for (let step = 0; step < ms; step += 10) {
    await vi.advanceTimersByTimeAsync(10);
    await until(() => !busy());
  }
}

/** The store with a count of its calls in flight (for advance). */
function counted(store: IntentStore): { store: IntentStore; busy: () => boolean } {
  let calls = 0;
  const track =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    async (...args: A) => {
      calls++;
      try {
        return await call(...args);
      } finally {
        calls--;
      }
    };
  return {
    store: {
      claim: track(store.claim.bind(store)),
      get: track(store.get.bind(store)),
      replace: track(store.replace.bind(store)),
      remove: track(store.remove.bind(store)),
    },
    busy: () => calls > 0,
  };
}

/** A send() that stays in flight until the test lets it answer. */
function heldSend() {
  let finish!: (result: SendResult) => void;
  const send = vi.fn(() => new Promise<SendResult>((resolve) => (finish = resolve)));
  return { send, finish: (result: SendResult) => finish(result) };
}

describe.each(stores)("runOnce on %s", (_, { open }) => {
  let db: OpenStore;
  beforeAll(async () => void (db = await open()));
  afterAll(() => db?.close());
  beforeEach(async () => {
    await db.query("DELETE FROM spend_intents");
    resetIntentStoreForTests(new SqlIntentStore(async () => db));
  });
  afterEach(() => {
    vi.useRealTimers();
    resetIntentStoreForTests();
  });

  it("sends once and replays the first answer to a repeat", async () => {
    const send = sendDone();
    expect(await runOnce(intent(), send)).toEqual({ kind: "done", status: 200, body: answer, replayed: false });
    expect(await runOnce(intent(), send)).toEqual({ kind: "done", status: 200, body: answer, replayed: true });
    expect(send).toHaveBeenCalledTimes(1);
    expect(await peek(intent())).toMatchObject({ state: "done", createdAt: expect.any(Number) });
  });

  it("takes the same payload with its keys in another order as a repeat", async () => {
    const send = sendDone();
    await runOnce(intent({ body: { months: 3 }, params: { id: "17" }, operation: "clients.renew" }), send);
    expect(await runOnce(intent(), send)).toMatchObject({ kind: "done", replayed: true });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("refuses the same key with another payload, sending nothing", async () => {
    const send = sendDone();
    await runOnce(intent(), send);
    const other = vi.fn(sendDone());
    const refusal = runOnce(intent({ ...renew, body: { months: 12 } }), other);
    await expect(refusal).rejects.toBeInstanceOf(IntentConflict);
    await expect(refusal).rejects.toThrow(INTENT_CONFLICT_MESSAGE);
    expect(other).not.toHaveBeenCalled();
  });

  it("forgets a definite failure (a 4xx), rethrowing it, so the corrected retry is sent", async () => {
    const refused = new Error("Not enough credits");
    const failing = vi.fn(async (): Promise<SendResult> => ({ kind: "failed", error: refused }));
    await expect(runOnce(intent(), failing)).rejects.toBe(refused);
    expect(await peek(intent())).toBeNull();
    const send = sendDone();
    expect(await runOnce(intent(), send)).toMatchObject({ kind: "done", replayed: false });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("keeps an unknown outcome locked: a repeat is not sent and gets unknown", async () => {
    const lost = vi.fn(async (): Promise<SendResult> => ({ kind: "unknown", error: new Error("timeout") }));
    expect(await runOnce(intent(), lost)).toEqual({ kind: "unknown", replayed: false });
    const send = sendDone();
    expect(await runOnce(intent(), send)).toEqual({ kind: "unknown", replayed: true });
    expect(send).not.toHaveBeenCalled();
    expect(await peek(intent())).toMatchObject({ state: "unknown" });
  });

  it("counts a send() that throws as unknown: rethrown, and the key stays locked", async () => {
    const broken = new Error("socket hang up");
    await expect(runOnce(intent(), async () => Promise.reject(broken))).rejects.toBe(broken);
    const send = sendDone();
    expect(await runOnce(intent(), send)).toEqual({ kind: "unknown", replayed: true });
    expect(send).not.toHaveBeenCalled();
  });

  it("replays what settle() learned about an unknown outcome", async () => {
    await runOnce(intent(), async () => ({ kind: "unknown", error: new Error("timeout") }));
    await settle(intent(), { status: 200, body: answer });
    const send = sendDone();
    expect(await runOnce(intent(), send)).toEqual({ kind: "done", status: 200, body: answer, replayed: true });
    expect(send).not.toHaveBeenCalled();
  });

  it("unlocks an unknown outcome that settle(null) found not applied, so it is sent again", async () => {
    await runOnce(intent(), async () => ({ kind: "unknown", error: new Error("timeout") }));
    await settle(intent(), null);
    expect(await peek(intent())).toBeNull();
    const send = sendDone();
    expect(await runOnce(intent(), send)).toMatchObject({ kind: "done", replayed: false });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("lets settle() leave a request still in flight alone", async () => {
    const first = heldSend();
    const running = runOnce(intent(), first.send);
    await until(() => first.send.mock.calls.length > 0);
    await settle(intent(), null);
    expect(await peek(intent())).toMatchObject({ state: "pending" });
    first.finish({ kind: "done", status: 200, body: answer });
    await running;
    await settle(intent(), { status: 500, body: "no" });
    expect(await runOnce(intent(), sendDone())).toMatchObject({ status: 200, body: answer });
  });

  it("sends once for two concurrent calls; the second waits and replays the answer", async () => {
    const first = heldSend();
    const second = sendDone();
    const one = runOnce(intent(), first.send);
    await until(() => first.send.mock.calls.length > 0);
    const two = runOnce(intent(), second);
    setTimeout(() => first.finish({ kind: "done", status: 200, body: answer }), 150);
    expect(await Promise.all([one, two])).toEqual([
      { kind: "done", status: 200, body: answer, replayed: false },
      { kind: "done", status: 200, body: answer, replayed: true },
    ]);
    expect(first.send).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });

  it("answers unknown to a concurrent call when the first is still in flight after 2 seconds", async () => {
    const { store, busy } = counted(new SqlIntentStore(async () => db));
    resetIntentStoreForTests(store);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const first = heldSend();
    const second = sendDone();
    const one = runOnce(intent(), first.send);
    await until(() => first.send.mock.calls.length > 0);
    const two = runOnce(intent(), second);
    let settled = false;
    void two.then(() => (settled = true));
    await advance(1_900, busy);
    expect(settled).toBe(false);
    await advance(300, busy);
    expect(await two).toEqual({ kind: "unknown", replayed: true });
    expect(second).not.toHaveBeenCalled();
    first.finish({ kind: "done", status: 200, body: answer });
    await one;
  });

  it("sends a concurrent repeat itself when the first one failed definitely", async () => {
    const first = heldSend();
    const second = sendDone();
    const one = runOnce(intent(), first.send);
    await until(() => first.send.mock.calls.length > 0);
    const two = runOnce(intent(), second);
    setTimeout(() => first.finish({ kind: "failed", error: new Error("422") }), 150);
    await expect(one).rejects.toThrow("422");
    expect(await two).toMatchObject({ kind: "done", replayed: false });
    expect(second).toHaveBeenCalledTimes(1);
  });

  it("keeps each caller's keys apart", async () => {
    const send = sendDone();
    await runOnce(intent(renew, "same-key-1", "reseller:bob"), send);
    expect(await runOnce(intent({ ...renew, body: { months: 1 } }, "same-key-1", "reseller:ann"), send)).toMatchObject({ replayed: false });
    expect(await runOnce(intent(renew, "same-key-1", "dealer:bob"), send)).toMatchObject({ replayed: false });
    expect(send).toHaveBeenCalledTimes(3);
    expect(await peek({ key: "same-key-1", caller: "reseller:carl" })).toBeNull();
  });

  it("refuses with IntentStoreUnavailable, sending nothing, when the claim cannot be written", async () => {
    const readOnly = { kind: db.kind, query: () => Promise.reject(new Error("cannot execute INSERT in a read-only transaction")) };
    resetIntentStoreForTests(new SqlIntentStore(async () => readOnly));
    const send = sendDone();
    const refusal = runOnce(intent(), send);
    await expect(refusal).rejects.toBeInstanceOf(IntentStoreUnavailable);
    await expect(refusal).rejects.toThrow(INTENT_STORE_UNAVAILABLE_MESSAGE);
    expect(send).not.toHaveBeenCalled();
  });

  it("refuses with IntentStoreUnavailable, sending nothing, when the store cannot be opened", async () => {
    resetIntentStoreForTests(new SqlIntentStore(() => Promise.reject(new Error("The panel store's PostgreSQL cannot be reached"))));
    const send = sendDone();
    await expect(runOnce(intent(), send)).rejects.toBeInstanceOf(IntentStoreUnavailable);
    await expect(peek(intent())).rejects.toBeInstanceOf(IntentStoreUnavailable);
    expect(send).not.toHaveBeenCalled();
  });

  it("still answers the upstream's outcome when the store fails after the send, and the unrecorded key stays locked", async () => {
    const sql = new SqlIntentStore(async () => db);
    const { store, busy } = counted({
      claim: (id, record) => sql.claim(id, record),
      get: (id) => sql.get(id),
      replace: async () => Promise.reject(new IntentStoreUnavailable(new Error("disk full"))),
      remove: async () => Promise.reject(new IntentStoreUnavailable(new Error("disk full"))),
    });
    resetIntentStoreForTests(store);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const errors = captureLog();
    expect(await runOnce(intent(), sendDone())).toMatchObject({ kind: "done", replayed: false });
    expect(errors.lines).toContainEqual(expect.objectContaining({ level: "error", msg: expect.stringContaining("was not recorded") }));
    const send = sendDone();
    const repeat = runOnce(intent(), send);
    await advance(2_500, busy);
    expect(await repeat).toEqual({ kind: "unknown", replayed: true });
    expect(send).not.toHaveBeenCalled();
    errors.restore();
  });

  it("stores one row per caller and key: caller, key, fingerprint, state, time and the answer, never the session token", async () => {
    const session = { token: "tok_SECRET_7f3a9c", role: "reseller", name: "bob" };
    const payload = { operation: "credits.move", params: {}, body: { to: "ann", amount: 5 } };
    await runOnce({ key: "token-check-1", caller: `${session.role}:${session.name}`, payload }, async () => {
      // The BFF's send() uses the token; it must stay in that closure.
      expect(session.token).toBeTruthy();
      return { kind: "done", status: 200, body: { moved: 5 } };
    });
    const rows = await db.query<Record<string, unknown>>("SELECT * FROM spend_intents");
    expect(rows).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f]{64}$/),
        caller: "reseller:bob",
        key: "token-check-1",
        fingerprint: expect.stringMatching(/^[0-9a-f]{64}$/),
        state: "done",
        created_at: expect.anything(),
        status: 200,
        body: JSON.stringify({ moved: 5 }),
      },
    ]);
    expect(JSON.stringify(rows)).not.toContain(session.token);
  });
});

describe("currentIntentStore", () => {
  it("is the panel's store", async () => {
    resetIntentStoreForTests();
    expect(currentIntentStore()).toBeInstanceOf(SqlIntentStore);
    expect(currentIntentStore()).toBe(currentIntentStore());
  });
});
