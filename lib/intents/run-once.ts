import "server-only";
import { log } from "@/lib/log";
import { currentIntentStore } from "./current-store";
import { IntentConflict } from "./errors";
import { fingerprintOf, intentId } from "./fingerprint";
import type { IntentRecord, IntentState } from "./store";

// One upstream call per intent, whatever the browser repeats: the upstream ignores
// Idempotency-Key, so the BFF keeps the promise itself. A claim is recorded before send() runs;
// a repeat with the same payload replays the first answer, or gets "unknown" while that answer is
// not known (in flight, or lost on the way), and is never sent again; a repeat with another payload
// is an IntentConflict. A definite failure forgets the key, so the corrected form may use it again.

export type Intent = { key: string; caller: string; payload: unknown };
/** A definite upstream answer to replay. */
export type Settled = { status: number; body: unknown };
export type SendResult =
  /** The upstream answered (2xx): replayed to every repeat. */
  | { kind: "done"; status: number; body: unknown }
  /** Nothing was applied (a 4xx, or the BFF chose not to send): the record is deleted, the error rethrown. */
  | { kind: "failed"; error: unknown }
  /**
   * It may or may not have been applied (a 5xx, timeout, dropped connection, unreadable 2xx): the
   * key stays locked. `evidence`: what the caller needs later to settle it by reading (the figures
   * before the send), kept with the record and handed to every repeat.
   */
  | { kind: "unknown"; error: unknown; evidence?: unknown };
export type RunOutcome =
  | { kind: "done"; status: number; body: unknown; replayed: boolean }
  /** `evidence`: what the first send left for settling it (none while it is in flight, or when the record was found pending after a restart). */
  | { kind: "unknown"; replayed: boolean; evidence?: unknown };

/**
 * A repeat that finds its intent in flight in this or another instance polls for up to
 * POLL_TIMES × POLL_MS (2 s) and replays the answer if it comes; otherwise it answers "unknown".
 * Counted in polls, not read from the clock, so a frozen test clock cannot make it wait forever.
 */
const POLL_MS = 100;
const POLL_TIMES = 20;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs send() at most once per (caller, key) within 24 hours.
 * Throws IntentStoreUnavailable (before send) when the claim cannot be recorded, IntentConflict
 * when the key was used with another payload, and rethrows a failed result's error (or whatever
 * send() threw: that counts as unknown, since the request may have left).
 */
export async function runOnce(intent: Intent, send: () => Promise<SendResult>): Promise<RunOutcome> {
  const store = currentIntentStore();
  const id = intentId(intent.caller, intent.key);
  const fingerprint = fingerprintOf(intent.payload);
  let claim: IntentRecord;
  for (let poll = 0; ; poll++) {
    claim = { caller: intent.caller, key: intent.key, fingerprint, state: "pending", createdAt: Date.now() };
    const found = await store.claim(id, claim);
    if (!found) break;
    if (found.fingerprint !== fingerprint) throw new IntentConflict();
    if (found.state === "done") return { kind: "done", status: found.status ?? 200, body: found.body, replayed: true };
    if (found.state === "unknown") return { kind: "unknown", replayed: true, ...(found.body === undefined ? {} : { evidence: found.body }) };
    if (poll >= POLL_TIMES) return { kind: "unknown", replayed: true };
    await sleep(POLL_MS);
  }

  let result: SendResult;
  try {
    result = await send();
  } catch (error) {
    await record(id, () => store.replace(id, { ...claim, state: "unknown" }));
    throw error;
  }
  if (result.kind === "failed") {
    await record(id, () => store.remove(id));
    throw result.error;
  }
  if (result.kind === "unknown") {
    // An unknown record's body is the evidence, never an answer: only a `done` record is replayed.
    const evidence = result.evidence === undefined ? {} : { body: result.evidence };
    await record(id, () => store.replace(id, { ...claim, state: "unknown", ...evidence }));
    return { kind: "unknown", replayed: false, ...(result.evidence === undefined ? {} : { evidence: result.evidence }) };
  }
  await record(id, () => store.replace(id, { ...claim, state: "done", status: result.status, body: result.body }));
  return { kind: "done", status: result.status, body: result.body, replayed: false };
}

/**
 * After the upstream was called, the answer is the caller's whatever the store says: a store that
 * fails now leaves the record `pending`, which keeps the key locked (never sent twice) until it expires.
 */
async function record(id: string, change: () => Promise<unknown>): Promise<void> {
  try {
    await change();
  } catch (error) {
    log.error(
      { intent: `${id.slice(0, 16)}…`, err: error instanceof Error ? error.message : String(error) },
      "intents: an outcome was not recorded, its key stays locked",
    );
  }
}

/**
 * Records what a check learned about an `unknown` intent: its answer (replayed from now on) or
 * null (it was not applied: the key may be sent again). Only an `unknown` record changes: a
 * `pending` one is still in flight and its own runOnce settles it (deleting it now could let a
 * repeat charge twice); a `done` one already has its answer.
 */
export async function settle(intent: Pick<Intent, "key" | "caller">, outcome: Settled | null): Promise<void> {
  const store = currentIntentStore();
  const id = intentId(intent.caller, intent.key);
  const found = await store.get(id);
  if (found?.state !== "unknown") return;
  if (outcome === null) await store.remove(id);
  else await store.replace(id, { ...found, state: "done", status: outcome.status, body: outcome.body });
}

/** What the store remembers of an intent (nothing of its answer), or null. */
export async function peek(intent: Pick<Intent, "key" | "caller">): Promise<{ state: IntentState; fingerprint: string; createdAt: number } | null> {
  const found = await currentIntentStore().get(intentId(intent.caller, intent.key));
  return found ? { state: found.state, fingerprint: found.fingerprint, createdAt: found.createdAt } : null;
}
