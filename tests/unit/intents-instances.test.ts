// Several panel instances on one PostgreSQL (PANEL_TEST_DATABASE_URL): each SqlIntentStore over a
// client of its own is one instance. Whatever the instances do at the same moment, one intent is
// sent once.
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { IntentConflict, peek, resetIntentStoreForTests, runOnce, settle, type IntentRecord, type IntentStore, type SendResult } from "@/lib/intents";
import { SqlIntentStore } from "@/lib/intents/sql-store";
import type { OpenStore } from "@/lib/store/types";
import { intentStoresForFile } from "../support/intent-stores";

const postgres = intentStoresForFile().find(([name]) => name === "PostgreSQL")?.[1];

describe.runIf(postgres)("intents shared by two instances on one PostgreSQL", () => {
  const clients: OpenStore[] = [];
  let one: IntentStore;
  let two: IntentStore;
  beforeAll(async () => {
    clients.push(await postgres!.open(), await postgres!.open());
    [one, two] = clients.map((client) => new SqlIntentStore(async () => client));
  });
  afterEach(() => resetIntentStoreForTests());
  afterAll(() => Promise.all(clients.map((client) => client.close())));

  /** Starts `run` on `store` (runOnce picks its store as it starts). */
  const on = <T>(store: IntentStore, run: () => Promise<T>): Promise<T> => {
    resetIntentStoreForTests(store);
    return run();
  };
  const fresh = (payload: unknown = { operation: "clients.renew", params: { id: "5" }, body: { months: 1 } }) => ({
    key: `k-${randomUUID()}`,
    caller: "reseller:bob",
    payload,
  });
  const done = (body: unknown = { credits: 3 }) => vi.fn(async (): Promise<SendResult> => ({ kind: "done", status: 200, body }));

  it("let exactly one of many claims of one intent, racing on both instances, own it", async () => {
    const id = `race-${randomUUID()}`;
    const record = (n: number): IntentRecord => ({ caller: "reseller:bob", key: id, fingerprint: `f${n}`, state: "pending", createdAt: Date.now() });
    const answers = await Promise.all(Array.from({ length: 24 }, (_, n) => (n % 2 ? one : two).claim(id, record(n))));
    const owners = answers.filter((found) => found === null);
    expect(owners).toHaveLength(1);
    // Every other claim found the owner's record.
    const owner = answers.indexOf(null);
    expect(new Set(answers.filter(Boolean).map((found) => found!.fingerprint))).toEqual(new Set([`f${owner}`]));
  });

  it("send once when both instances get the same intent at the same moment", async () => {
    const intent = fresh();
    let finish!: (result: SendResult) => void;
    const held = vi.fn(() => new Promise<SendResult>((resolve) => (finish = resolve)));
    const other = vi.fn(() => new Promise<SendResult>((resolve) => (finish = resolve)));
    const a = on(one, () => runOnce(intent, held));
    const b = on(two, () => runOnce(intent, other));
    await vi.waitFor(() => expect(held.mock.calls.length + other.mock.calls.length).toBe(1));
    finish({ kind: "done", status: 200, body: { credits: 3 } });
    const outcomes = await Promise.all([a, b]);
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(["done", "done"]);
    expect(outcomes.map((outcome) => outcome.replayed).sort()).toEqual([false, true]);
    expect(held.mock.calls.length + other.mock.calls.length).toBe(1);
  });

  it("replay on the second instance what the first sent, without sending again", async () => {
    const intent = fresh();
    const first = done();
    const second = done({ credits: 2 });
    await on(one, () => runOnce(intent, first));
    expect(await on(two, () => runOnce(intent, second))).toEqual({ kind: "done", status: 200, body: { credits: 3 }, replayed: true });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });

  it("refuse on one instance the key the other sent with another payload", async () => {
    const intent = fresh();
    await on(one, () => runOnce(intent, done()));
    const send = done();
    await expect(on(two, () => runOnce({ ...intent, payload: { other: true } }, send))).rejects.toBeInstanceOf(IntentConflict);
    expect(send).not.toHaveBeenCalled();
  });

  it("keep an unknown outcome locked on every instance until settle() gives its answer", async () => {
    const intent = fresh();
    await on(one, () => runOnce(intent, async () => ({ kind: "unknown", error: new Error("timeout") })));
    const send = done();
    expect(await on(two, () => runOnce(intent, send))).toEqual({ kind: "unknown", replayed: true });
    await on(two, () => settle(intent, { status: 200, body: { credits: 7 } }));
    expect(await on(one, () => runOnce(intent, send))).toEqual({ kind: "done", status: 200, body: { credits: 7 }, replayed: true });
    expect(send).not.toHaveBeenCalled();
  });

  it("free a key on every instance when its send failed definitely", async () => {
    const intent = fresh();
    await expect(on(one, () => runOnce(intent, async () => ({ kind: "failed", error: new Error("422") })))).rejects.toThrow("422");
    expect(await on(two, () => peek(intent))).toBeNull();
    const send = done();
    expect(await on(two, () => runOnce(intent, send))).toMatchObject({ kind: "done", replayed: false });
    expect(send).toHaveBeenCalledTimes(1);
  });
});
