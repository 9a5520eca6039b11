// The intents across restarts and crashes: a new store client on the same data is a restarted
// panel (the embedded PGlite reopened on its folder; another connection to the PostgreSQL of
// PANEL_TEST_DATABASE_URL). Claims are committed before the send, an in-flight request of a dead
// process stays locked as unknown, records count for 24 hours and are purged after.
import { spawn } from "node:child_process";
import { afterEach, describe, expect, it, vi } from "vitest";
import { INTENT_TTL_MS, peek, resetIntentStoreForTests, runOnce, type SendResult } from "@/lib/intents";
import { SqlIntentStore } from "@/lib/intents/sql-store";
import { openEmbeddedStore } from "@/lib/store/embedded";
import { migrateStore } from "@/lib/store/migrate";
import type { OpenStore } from "@/lib/store/types";
import { freshPgliteDir } from "../support/fresh-pglite";
import { intentStoresForFile } from "../support/intent-stores";

const stores = intentStoresForFile();
let daysAhead = 0;
const opened: OpenStore[] = [];

afterEach(async () => {
  vi.useRealTimers();
  resetIntentStoreForTests();
  await Promise.all(opened.splice(0).map((store) => store.close().catch(() => undefined)));
});

/** Starts a panel on `store`: runOnce, settle and peek use it from now on. */
function panelOn(store: OpenStore): OpenStore {
  opened.push(store);
  resetIntentStoreForTests(new SqlIntentStore(async () => store));
  return store;
}

const intent = (key: string, payload: unknown = { operation: "clients.renew", params: { id: "17" }, body: { months: 1 } }) => ({
  key: `${key}-${Math.random().toString(36).slice(2)}`,
  caller: "reseller:bob",
  payload,
});
const done = (body: unknown = { credits: 9 }) => vi.fn(async (): Promise<SendResult> => ({ kind: "done", status: 200, body }));

describe.each(stores)("intents on %s across restarts", (name, { open, restart }) => {
  it("replay the first answer after a restart, without sending again", async () => {
    const first = panelOn(await open());
    const repeat = intent("restart");
    await runOnce(repeat, done({ credits: 9 }));
    panelOn(await restart(first));
    const send = done({ credits: 8 });
    expect(await runOnce(repeat, send)).toEqual({ kind: "done", status: 200, body: { credits: 9 }, replayed: true });
    expect(send).not.toHaveBeenCalled();
  });

  it("are committed before send() runs: another client sees the claim", async () => {
    const store = panelOn(await open());
    const other = name.startsWith("embedded") ? store : panelOnly(await open());
    const claim = intent("claim-first");
    let seen: unknown[] = [];
    await runOnce(claim, async () => {
      seen = await other.query("SELECT key, state FROM spend_intents WHERE key = $1", [claim.key]);
      return { kind: "done", status: 200, body: {} };
    });
    expect(seen).toEqual([{ key: claim.key, state: "pending" }]);
  });

  it("count for 24 hours from the claim; an expired key is sent again, and purged in the background", async () => {
    const store = panelOn(await open());
    vi.useFakeTimers({ toFake: ["Date"] });
    // The purge runs at most hourly per process: each run of this test starts a month after the last.
    daysAhead += 30;
    vi.setSystemTime(Date.now() + daysAhead * INTENT_TTL_MS);
    const old = intent("old");
    await runOnce(old, done());
    vi.setSystemTime(Date.now() + INTENT_TTL_MS / 2);
    const young = intent("young");
    await runOnce(young, done());
    vi.setSystemTime(Date.now() + INTENT_TTL_MS / 2 - 1);
    expect(await peek(old)).not.toBeNull();
    vi.setSystemTime(Date.now() + 1);
    expect(await peek(old)).toBeNull();
    const send = done();
    expect(await runOnce({ ...old, payload: { other: "payload" } }, send)).toMatchObject({ kind: "done", replayed: false });
    expect(send).toHaveBeenCalledTimes(1);

    // Two hours later a claim starts the hourly purge: rows past 24 hours go, the young one stays.
    vi.setSystemTime(Date.now() + INTENT_TTL_MS / 2 + 2 * 60 * 60 * 1000);
    await store.query("INSERT INTO spend_intents (id, caller, key, fingerprint, state, created_at) VALUES ('stale', 'x', 'y', 'z', 'done', $1)", [
      Date.now() - INTENT_TTL_MS - 1,
    ]);
    await runOnce(intent("later"), done());
    await vi.waitFor(async () => expect(await store.query("SELECT id FROM spend_intents WHERE id = 'stale'")).toEqual([]));
    expect(await peek(young)).toBeNull();
    expect((await store.query<{ key: string }>("SELECT key FROM spend_intents")).map((row) => row.key.split("-")[0]).sort()).toEqual(["later", "old"]);
  });
});

describe.each(stores.filter(([name]) => !name.startsWith("embedded")))("intents on %s shared by several instances", (_, { open }) => {
  it("keep a dead instance's request in flight locked, and read it as unknown once no send can still be running", async () => {
    panelOn(await open());
    vi.useFakeTimers({ toFake: ["Date"] });
    const lost = intent("crash");
    void runOnce(lost, () => new Promise<SendResult>(() => undefined)); // the instance dies in flight
    await vi.waitFor(async () => expect(await peek(lost)).toMatchObject({ state: "pending" }));
    panelOn(await open());
    // Another instance may still be waiting for the answer: pending, the repeat polls and gets unknown.
    expect(await peek(lost)).toMatchObject({ state: "pending" });
    vi.setSystemTime(Date.now() + 5 * 60_000);
    expect(await peek(lost)).toMatchObject({ state: "unknown" });
    const send = done();
    expect(await runOnce(lost, send)).toEqual({ kind: "unknown", replayed: true });
    expect(send).not.toHaveBeenCalled();
  });
});

describe("intents on the embedded store after kill -9", { timeout: 60_000 }, () => {
  it("keep the request that was in flight locked as unknown: the restarted panel sends nothing", async () => {
    const dir = freshPgliteDir();
    const key = `killed-${Date.now()}`;
    const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "tests/support/intent-claimer.mts"], {
      env: { ...process.env, INTENT_TEST_STORE_DIR: dir, INTENT_TEST_KEY: key },
      stdio: ["ignore", "pipe", "inherit"],
    });
    const exited = new Promise((resolve) => child.once("exit", resolve));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("sending") && resolve());
      child.once("exit", (code) => reject(new Error(`the claiming process ended (${code}) before sending`)));
    });
    child.kill("SIGKILL");
    await exited;

    const store = await openEmbeddedStore(dir);
    await migrateStore(store);
    panelOn(store);
    const repeat = { key, caller: "reseller:bob", payload: { months: 1 } };
    expect(await peek(repeat)).toMatchObject({ state: "unknown" });
    const send = done();
    expect(await runOnce(repeat, send)).toEqual({ kind: "unknown", replayed: true });
    expect(send).not.toHaveBeenCalled();
  });
});

/** A client of its own that is closed after the test, but is not the panel's. */
function panelOnly(store: OpenStore): OpenStore {
  opened.push(store);
  return store;
}
