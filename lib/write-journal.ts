import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import type { Operation } from "@/lib/operations";
import { UpstreamError } from "@/lib/upstream/errors";

// The seam every write the panel sends upstream passes (lib/upstream/send.ts): a journal is told
// before the call goes out and again once its outcome is known, whatever sent it (a screen, a
// batch's items, the API, the reminders). Shared code names the seam; the journal feature
// installs itself from the app's start-up, so shared code never imports a feature.

export type WriteOutcome = "done" | "refused" | "unknown";

/** The call about to go out: its operation and the body sent (the journal removes the secrets). */
export type WriteStart = { operation: Operation; body: Record<string, unknown> };
/** What became of it: the backend's answer when done, its message when refused. */
export type WriteEnd = { outcome: WriteOutcome; message?: string; answer?: unknown };

/**
 * A record as an edit screen read it for an account (its client detail or account detail): the
 * "before" of that account's next edit of it, so the journal keeps what the edit changed.
 */
export type ShownRecord = { accountId: string; targetKind: "client" | "account"; target: string; record: Record<string, unknown> };

export type WriteJournal = {
  /** Records the write before it goes out; resolves to the completion. A failure here stops the write: nothing unrecorded is sent. */
  begin(write: WriteStart): Promise<(end: WriteEnd) => Promise<void>>;
  /** A spend whose outcome was unknown was settled later (by reading, or by asking again): `key` is its Idempotency-Key. */
  settled(key: string, outcome: Exclude<WriteOutcome, "unknown">): Promise<void>;
  /** An edit screen read this record (kept in memory, never written: most reads are not followed by an edit). */
  shown?(shown: ShownRecord): void;
};

// On globalThis: Next may load this module more than once in a process, and the journal installed
// at start-up must see writes sent from any route bundle.
const holder = globalThis as { panelWriteJournal?: WriteJournal };

// The bench's side-by-side (POST /api/bench/unjournalled/…, answered 404 unless BENCH_ROUTES=1):
// the same write without its journal, to measure what the journal costs. Nothing else sets it.
const unjournalled = ((globalThis as { panelUnjournalled?: AsyncLocalStorage<true> }).panelUnjournalled ??= new AsyncLocalStorage<true>());

/** Runs `run` with no journal: for the bench's comparison route alone. */
export function runUnjournalledForBench<T>(run: () => T): T {
  return unjournalled.run(true, run);
}

/** Installs the journal (undefined removes it: tests). */
export function setWriteJournal(journal: WriteJournal | undefined): void {
  holder.panelWriteJournal = journal;
}

/**
 * May the write have been carried out although no usable answer came? After it went out: a 5xx, a
 * timeout, a cut connection, an unreadable answer. Not when nothing reached the backend, for a
 * refusal, nor for a failed read (a GET never changes anything).
 */
export function outcomeUnknown(error: unknown): boolean {
  if (!(error instanceof UpstreamError) || error.method === "GET") return false;
  if (error.kind === "timeout" || error.kind === "dropped" || error.kind === "invalid-response") return true;
  return error.kind === "response" && error.status >= 500;
}

/** Sends the write with its journal entry around it; the write's own answer or error is passed on unchanged. */
export async function journalledWrite<T>(write: WriteStart, send: () => Promise<T>): Promise<T> {
  const journal = holder.panelWriteJournal;
  if (!journal || unjournalled.getStore()) return send();
  const complete = await journal.begin(write);
  let answer: T;
  try {
    answer = await send();
  } catch (error) {
    const unknown = outcomeUnknown(error);
    // Nothing reached the backend (unreachable): it did not happen, which is a refusal of sorts.
    await complete({ outcome: unknown ? "unknown" : "refused", message: error instanceof Error ? error.message : String(error) });
    throw error;
  }
  await complete({ outcome: "done", answer });
  return answer;
}

/** Tells the journal that the spend sent under `key` is now known to be done or not done. */
export async function journalSettled(key: string, outcome: Exclude<WriteOutcome, "unknown">): Promise<void> {
  await holder.panelWriteJournal?.settled(key, outcome);
}

/** Tells the journal what an edit screen showed, for the before and after of the edit that may follow. */
export function recordShown(shown: ShownRecord): void {
  holder.panelWriteJournal?.shown?.(shown);
}
