// The single-instance intent store across restarts: a new store object on the same folder is a
// restarted panel. Claims reach the disk before the send, expired records and superseded lines go
// at load, and the file holds no session token.
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FileIntentStore } from "@/lib/intents/file-store";
import { INTENT_TTL_MS, peek, resetIntentStoreForTests, runOnce, type SendResult } from "@/lib/intents";

let dir = "";
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "panel-intents-"));
  restart();
});
afterEach(() => {
  vi.useRealTimers();
  resetIntentStoreForTests();
  rmSync(dir, { recursive: true, force: true });
});

/** A panel restart: a fresh store object (empty memory) over the same folder. */
const restart = () => resetIntentStoreForTests(new FileIntentStore(dir));
const fileLines = () =>
  readFileSync(path.join(dir, "intents.jsonl"), "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

const intent = (key: string, payload: unknown = { operation: "clients.renew", params: { id: "17" }, body: { months: 1 } }) => ({
  key,
  caller: "reseller:bob",
  payload,
});
const done = (body: unknown = { credits: 9 }) => vi.fn(async (): Promise<SendResult> => ({ kind: "done", status: 200, body }));

describe("file intent store", () => {
  it("replays the first answer after a restart, without sending again", async () => {
    await runOnce(intent("restart-1"), done({ credits: 9 }));
    restart();
    const send = done({ credits: 8 });
    expect(await runOnce(intent("restart-1"), send)).toEqual({ kind: "done", status: 200, body: { credits: 9 }, replayed: true });
    expect(send).not.toHaveBeenCalled();
  });

  it("writes the claim to the file before send() runs", async () => {
    let seen: Record<string, unknown>[] = [];
    await runOnce(intent("claim-first"), async () => {
      seen = fileLines();
      return { kind: "done", status: 200, body: {} };
    });
    expect(seen).toEqual([expect.objectContaining({ key: "claim-first", state: "pending" })]);
  });

  it("keeps a request that was in flight at a crash locked as unknown after the restart", async () => {
    void runOnce(intent("crash-1"), () => new Promise<SendResult>(() => undefined)); // never answers: the process died
    await vi.waitFor(() => expect(fileLines()).toHaveLength(1));
    restart();
    expect(await peek(intent("crash-1"))).toMatchObject({ state: "unknown" });
    const send = done();
    expect(await runOnce(intent("crash-1"), send)).toEqual({ kind: "unknown", replayed: true });
    expect(send).not.toHaveBeenCalled();
  });

  it("compacts superseded and removed lines on load, one line per live record", async () => {
    await runOnce(intent("kept-1"), done());
    await runOnce(intent("failed-1"), async () => ({ kind: "failed", error: new Error("422") })).catch(() => undefined);
    expect(fileLines().map((line) => line.state ?? "removed")).toEqual(["pending", "done", "pending", "removed"]);
    restart();
    await peek(intent("kept-1")); // the first use loads the file
    expect(fileLines()).toEqual([expect.objectContaining({ key: "kept-1", state: "done", status: 200, body: { credits: 9 } })]);
  });

  it("forgets records 24 hours old, in memory and on load, and drops them from the file", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-05-01T10:00:00Z"));
    await runOnce(intent("old-1"), done());
    vi.setSystemTime(Date.now() + INTENT_TTL_MS / 2);
    await runOnce(intent("young-1"), done());
    vi.setSystemTime(Date.now() + INTENT_TTL_MS / 2 - 1);
    expect(await peek(intent("old-1"))).not.toBeNull();
    vi.setSystemTime(Date.now() + 1);
    expect(await peek(intent("old-1"))).toBeNull();

    restart();
    expect(await peek(intent("young-1"))).toMatchObject({ state: "done" });
    expect(fileLines().map((line) => line.key)).toEqual(["young-1"]);
    const send = done();
    expect(await runOnce(intent("old-1", { other: "payload" }), send)).toMatchObject({ kind: "done", replayed: false });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("drops expired records from a long-running panel's file at the hourly sweep", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-05-01T10:00:00Z"));
    await runOnce(intent("day-1"), done());
    vi.setSystemTime(Date.now() + INTENT_TTL_MS + 60_000);
    let onDisk: string[] = [];
    await runOnce(intent("day-2"), async () => {
      onDisk = fileLines().map((line) => `${line.key}:${line.state}`);
      return { kind: "done", status: 200, body: {} };
    });
    // The sweep ran at day-2's claim and kept that claim on disk.
    expect(onDisk).toEqual(["day-2:pending"]);
    expect(fileLines().map((line) => `${line.key}:${line.state}`)).toEqual(["day-2:pending", "day-2:done"]);
  });

  it("survives a torn last line (a crash mid-write): skipped, and the file is rewritten whole", async () => {
    await runOnce(intent("whole-1"), done());
    appendFileSync(path.join(dir, "intents.jsonl"), '{"id":"abc","caller":"reseller:bob","key":"to');
    restart();
    await runOnce(intent("after-1"), done());
    // The torn line is gone and the new claim did not run into it: every line parses.
    expect(fileLines().map((line) => `${line.key}:${line.state}`)).toEqual(["whole-1:done", "after-1:pending", "after-1:done"]);
    restart();
    expect(await peek(intent("after-1"))).toMatchObject({ state: "done" });
  });

  it("never writes the session token: only caller, key, fingerprint, state, times and the answer", async () => {
    const session = { token: "tok_SECRET_7f3a9c", role: "reseller", name: "bob" };
    const payload = { operation: "credits.move", params: {}, body: { to: "ann", amount: 5 } };
    await runOnce({ key: "token-check-1", caller: `${session.role}:${session.name}`, payload }, async () => {
      // The BFF's send() uses the token; it must stay in that closure.
      expect(session.token).toBeTruthy();
      return { kind: "done", status: 200, body: { moved: 5 } };
    });
    const text = readFileSync(path.join(dir, "intents.jsonl"), "utf8");
    expect(text).not.toContain(session.token);
    for (const line of fileLines()) {
      expect(Object.keys(line).sort()).toEqual(
        line.state === "done"
          ? ["body", "caller", "createdAt", "fingerprint", "id", "key", "state", "status"]
          : ["caller", "createdAt", "fingerprint", "id", "key", "state"],
      );
    }
  });
});
