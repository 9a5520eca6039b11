// runOnce, settle and peek over the single-instance store in a temporary folder: one upstream call
// per (caller, key), replays, conflicts, the unknown lock and its settling, concurrent repeats.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { captureLog } from "../support/log-capture";
import { FileIntentStore } from "@/lib/intents/file-store";
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
  type SendResult,
} from "@/lib/intents";

let dir = "";
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "panel-intents-"));
  resetIntentStoreForTests(new FileIntentStore(dir));
});
afterEach(() => {
  vi.useRealTimers();
  resetIntentStoreForTests();
  rmSync(dir, { recursive: true, force: true });
});

const renew = { operation: "clients.renew", params: { id: "17" }, body: { months: 3 } };
const intent = (payload: unknown = renew, key = "key-0001", caller = "reseller:bob") => ({ key, caller, payload });
const answer = { credits: 41, expires: "2026-09-01" };
const sendDone = () => vi.fn(async (): Promise<SendResult> => ({ kind: "done", status: 200, body: answer }));

/** A send() that stays in flight until the test lets it answer. */
function heldSend() {
  let finish!: (result: SendResult) => void;
  const send = vi.fn(() => new Promise<SendResult>((resolve) => (finish = resolve)));
  return { send, finish: (result: SendResult) => finish(result) };
}

describe("runOnce", () => {
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
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const first = heldSend();
    const second = sendDone();
    const one = runOnce(intent(), first.send);
    const two = runOnce(intent(), second);
    let settled = false;
    void two.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(1_900);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(300);
    expect(await two).toEqual({ kind: "unknown", replayed: true });
    expect(second).not.toHaveBeenCalled();
    first.finish({ kind: "done", status: 200, body: answer });
    await one;
  });

  it("sends a concurrent repeat itself when the first one failed definitely", async () => {
    const first = heldSend();
    const second = sendDone();
    const one = runOnce(intent(), first.send);
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
    const file = path.join(dir, "not-a-folder");
    writeFileSync(file, "");
    resetIntentStoreForTests(new FileIntentStore(path.join(file, "panel")));
    const send = sendDone();
    const refusal = runOnce(intent(), send);
    await expect(refusal).rejects.toBeInstanceOf(IntentStoreUnavailable);
    await expect(refusal).rejects.toThrow(INTENT_STORE_UNAVAILABLE_MESSAGE);
    expect(send).not.toHaveBeenCalled();
  });
});

describe("runOnce when the store fails after the send", () => {
  it("still answers the upstream's outcome, and the unrecorded key stays locked (never sent twice)", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const store = new FileIntentStore(dir);
    const broken = Object.assign(Object.create(store) as FileIntentStore, {
      replace: async () => Promise.reject(new IntentStoreUnavailable(new Error("disk full"))),
      remove: async () => Promise.reject(new IntentStoreUnavailable(new Error("disk full"))),
    });
    resetIntentStoreForTests(broken);
    const errors = captureLog();
    expect(await runOnce(intent(), sendDone())).toMatchObject({ kind: "done", replayed: false });
    expect(errors.lines).toContainEqual(expect.objectContaining({ level: "error", msg: expect.stringContaining("was not recorded") }));
    const send = sendDone();
    const repeat = runOnce(intent(), send);
    await vi.advanceTimersByTimeAsync(2_500);
    expect(await repeat).toEqual({ kind: "unknown", replayed: true });
    expect(send).not.toHaveBeenCalled();
    errors.restore();
  });
});

describe("currentIntentStore", () => {
  it("is the file store in PANEL_DATA_DIR when REDIS_URL is unset", () => {
    vi.stubEnv("REDIS_URL", "");
    vi.stubEnv("PANEL_DATA_DIR", dir);
    const globals = globalThis as { panelRedis?: unknown };
    const redis = globals.panelRedis;
    globals.panelRedis = undefined;
    try {
      resetIntentStoreForTests();
      const store = currentIntentStore();
      expect(store).toBeInstanceOf(FileIntentStore);
      expect((store as FileIntentStore).file).toBe(path.join(dir, "intents.jsonl"));
      expect(currentIntentStore()).toBe(store);
    } finally {
      globals.panelRedis = redis;
      vi.unstubAllEnvs();
    }
  });
});
