// The intent store in Redis, as several panel instances share it: each RedisIntentStore over its
// own ioredis client is one instance. A Redis that cannot be reached refuses before send().
// Runs only when TEST_REDIS_URL names a Redis to write to (scripts/test-services.sh starts a
// private one and exports it): without one there is nothing to test this against.
import { createHash, randomUUID } from "node:crypto";
import { createServer } from "node:net";
import Redis from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { RedisIntentStore } from "@/lib/intents/redis-store";
import {
  currentIntentStore,
  IntentConflict,
  IntentStoreUnavailable,
  INTENT_STORE_UNAVAILABLE_MESSAGE,
  peek,
  resetIntentStoreForTests,
  runOnce,
  settle,
  type IntentStore,
  type SendResult,
} from "@/lib/intents";
import { REDIS_OPTIONS } from "@/lib/store/redis";

const redisUrl = process.env.TEST_REDIS_URL;
// The options sharedRedis() gives the panel's own client.
const OPTIONS = REDIS_OPTIONS;

describe.runIf(redisUrl)("intents in Redis, shared by two panel instances", () => {
  const clients: Redis[] = [];
  let one: IntentStore;
  let two: IntentStore;
  beforeAll(() => {
    clients.push(new Redis(redisUrl!, OPTIONS), new Redis(redisUrl!, OPTIONS));
    [one, two] = clients.map((client) => new RedisIntentStore(client));
  });
  afterEach(() => resetIntentStoreForTests());
  afterAll(() => clients.forEach((client) => client.disconnect()));

  /** Starts runOnce on `store` (runOnce picks its store as it starts). */
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

  it("replays on the second instance what the first sent, without sending again", async () => {
    const intent = fresh();
    const first = done();
    const second = done({ credits: 2 });
    await on(one, () => runOnce(intent, first));
    expect(await on(two, () => runOnce(intent, second))).toEqual({ kind: "done", status: 200, body: { credits: 3 }, replayed: true });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });

  it("sends once when both instances get the same intent at the same moment", async () => {
    const intent = fresh();
    let finish!: (result: SendResult) => void;
    const held = vi.fn(() => new Promise<SendResult>((resolve) => (finish = resolve)));
    const other = done();
    const a = on(one, () => runOnce(intent, held));
    const b = on(two, () => runOnce(intent, other));
    setTimeout(() => finish({ kind: "done", status: 200, body: { credits: 3 } }), 200);
    const outcomes = await Promise.all([a, b]);
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(["done", "done"]);
    expect(outcomes.map((outcome) => outcome.replayed).sort()).toEqual([false, true]);
    expect(held.mock.calls.length + other.mock.calls.length).toBe(1);
  });

  it("refuses on one instance the key the other sent with another payload", async () => {
    const intent = fresh();
    await on(one, () => runOnce(intent, done()));
    const send = done();
    await expect(on(two, () => runOnce({ ...intent, payload: { other: true } }, send))).rejects.toBeInstanceOf(IntentConflict);
    expect(send).not.toHaveBeenCalled();
  });

  it("keeps an unknown outcome locked on every instance until settle() gives its answer", async () => {
    const intent = fresh();
    await on(one, () => runOnce(intent, async () => ({ kind: "unknown", error: new Error("timeout") })));
    const send = done();
    expect(await on(two, () => runOnce(intent, send))).toEqual({ kind: "unknown", replayed: true });
    resetIntentStoreForTests(two);
    await settle(intent, { status: 200, body: { credits: 7 } });
    expect(await on(one, () => runOnce(intent, send))).toEqual({ kind: "done", status: 200, body: { credits: 7 }, replayed: true });
    expect(send).not.toHaveBeenCalled();
  });

  it("stores panel-intent:<sha256(caller, key)> for 24 hours, without the token, and deletes it on a failure", async () => {
    const intent = fresh();
    const redisKey = `panel-intent:${createHash("sha256").update(`${intent.caller}\n${intent.key}`).digest("hex")}`;
    await on(one, () => runOnce(intent, done()));
    const ttl = await clients[0].ttl(redisKey);
    expect(ttl).toBeGreaterThan(86_400 - 60);
    expect(ttl).toBeLessThanOrEqual(86_400);
    expect(JSON.parse((await clients[0].get(redisKey))!)).toMatchObject({ caller: "reseller:bob", key: intent.key, state: "done", status: 200 });
    expect(await on(one, () => peek(intent))).toMatchObject({ state: "done" });

    const failing = fresh();
    const failedKey = `panel-intent:${createHash("sha256").update(`${failing.caller}\n${failing.key}`).digest("hex")}`;
    await expect(on(two, () => runOnce(failing, async () => ({ kind: "failed", error: new Error("422") })))).rejects.toThrow("422");
    expect(await clients[0].exists(failedKey)).toBe(0);
  });

  it("is the store currentIntentStore() picks when REDIS_URL is set", () => {
    const globals = globalThis as { panelRedis?: Redis | null };
    const saved = globals.panelRedis;
    vi.stubEnv("REDIS_URL", redisUrl!);
    globals.panelRedis = undefined;
    resetIntentStoreForTests();
    try {
      expect(currentIntentStore()).toBeInstanceOf(RedisIntentStore);
    } finally {
      (globals.panelRedis as Redis | null | undefined)?.disconnect(); // the client this test made it build
      globals.panelRedis = saved;
      vi.unstubAllEnvs();
    }
  });
});

// Needs no Redis at all: a closed port is a Redis that is down, a server that never answers one
// that hangs.
describe.each([
  ["down (a closed port)", false],
  ["not answering (commands time out)", true],
])("intents when Redis is %s", (_, answersNothing) => {
  let client: Redis;
  const server = createServer((socket) => socket.on("data", () => undefined));
  beforeAll(async () => {
    const port = await new Promise<number>((resolve) => {
      server.listen(0, "127.0.0.1", () => {
        const { port } = server.address() as { port: number };
        if (answersNothing) resolve(port);
        else server.close(() => resolve(port));
      });
    });
    client = new Redis(`redis://127.0.0.1:${port}`, OPTIONS);
    client.on("error", () => undefined); // the refusals below are what this test looks at
    resetIntentStoreForTests(new RedisIntentStore(client));
  });
  afterAll(() => {
    resetIntentStoreForTests();
    client.disconnect();
    if (server.listening) server.close();
  });

  it("refuses with IntentStoreUnavailable and sends nothing", async () => {
    const send = vi.fn(async (): Promise<SendResult> => ({ kind: "done", status: 200, body: {} }));
    const started = Date.now();
    const refusal = runOnce({ key: "down-key-1", caller: "reseller:bob", payload: { months: 1 } }, send);
    await expect(refusal).rejects.toBeInstanceOf(IntentStoreUnavailable);
    await expect(refusal).rejects.toThrow(INTENT_STORE_UNAVAILABLE_MESSAGE);
    expect(send).not.toHaveBeenCalled();
    expect(Date.now() - started).toBeLessThan(5_000);
    await expect(peek({ key: "down-key-1", caller: "reseller:bob" })).rejects.toBeInstanceOf(IntentStoreUnavailable);
  });
});
