import "server-only";
import { randomUUID } from "node:crypto";
import { peek, runOnce, settle, type RunOutcome, type SendResult } from "@/lib/intents";
import type { Operation } from "@/lib/operations";
import { runWithSpendKey } from "@/lib/request-context";
import type { SessionData } from "@/lib/session/cookie";
import { currentBackend } from "@/lib/backends";
import { UpstreamError } from "@/lib/upstream/errors";
import { isOffered } from "@/lib/upstream/offer";
import { journalSettled, outcomeUnknown } from "@/lib/write-journal";
import { figuresNow, type ReadFigures } from "./figures";
import { OUTCOME_STILL_UNKNOWN_MESSAGE, OUTCOME_UNKNOWN_MESSAGE, OUTCOME_UNKNOWN_STATUS, type CurrentFigures, type OutcomeUnknownAnswer } from "./outcome";
import { effectOf, verdictOf, type Evidence } from "./settle-by-reading";

// The one entrance of every call that spends or moves credits: the route wrapper opens it with
// the request's Idempotency-Key (lib/api/route.ts, `spends`), and it sends the write through
// runOnce (lib/intents) under that key, with the same key on the upstream call
// (lib/request-context), so a repeat is never sent again whatever the backend does with the
// header. No handler sees the key: it hands the entrance its write. A write whose outcome is unknown keeps its key
// locked and answers the figures as they are now instead of an error; a later repeat of the key
// settles it: on the reference upstream by asking again under the same key (it keeps its own
// record), on any other backend by reading the figures and comparing them with those read just
// before the write went out (./settle-by-reading.ts).

// Whether a write's outcome is unknown is the journal's rule too: one rule, in lib/write-journal.ts.
export { outcomeUnknown };

/** Its request may still be running at the backend: nobody answered for it, or a gateway gave up waiting. */
const mayBeInFlight = (error: unknown) =>
  error instanceof UpstreamError &&
  (error.kind === "timeout" || error.kind === "dropped" || (error.kind === "response" && (error.status === 502 || error.status === 504)));

/** A handler's own refusal (a Response it returned with an error status): nothing was sent. */
class Refused extends Error {
  constructor(readonly response: Response) {
    super("refused");
  }
}

type Spend = {
  session: SessionData;
  operation: Operation;
  /** The intent's key: the browser's Idempotency-Key, or one of the request's own. */
  key: string;
  /** What makes two requests the same intent: the path's parameters and the body. */
  payload: unknown;
  /** The write itself. */
  send: () => Promise<unknown>;
  /** The client or account it is about, read before the write and re-read when the outcome is unknown. */
  subject?: () => Promise<CurrentFigures["subject"]>;
};

/** This process, and how many spends it has sent per caller: a settlement that sees another spend of the caller since its own stays unknown. */
const PROCESS = randomUUID();
const spendsSent = new Map<string, number>();

function isEvidence(value: unknown): value is Evidence {
  const e = value as Partial<Evidence> | null;
  return (
    typeof e === "object" && e !== null && typeof e.before === "object" && e.before !== null && typeof e.sentAt === "number" && typeof e.spends === "number"
  );
}

/** The answer replayed for a write settled as done by reading: what the BFF asked for, the backend's own answer having been lost. */
function settledBody(operation: Operation, payload: unknown) {
  const { params, body } = (payload ?? {}) as { params?: { name?: unknown }; body?: { login?: unknown; months?: unknown } };
  const name = typeof params?.name === "string" ? params.name : typeof body?.login === "string" ? body.login : undefined;
  // As the route answers it: a renew's answer always names its months (RenewAnswer).
  const months = operation === "clients.renew" ? { months: body?.months } : {};
  return { ...(name === undefined ? {} : { name }), ...months };
}

/** Runs the write once per intent and answers as the BFF should: the first outcome, or "outcome unknown" with the figures now. */
async function spendOnce({ session, operation, key, payload, send, subject }: Spend): Promise<Response> {
  const caller = callerOf(session);
  const intent = { key, caller, payload: { operation, payload } };
  const reference = (await currentBackend()).keepsIdempotencyRecord;
  // Settling by reading needs the write's effect and the caller's ledger; the reference upstream settles by being asked again.
  const settles = !reference && effectOf(operation, payload) !== null && (await isOffered(session.role, "transactions.list"));
  let before: ReadFigures | undefined;

  const sendOnce = async (): Promise<SendResult> => {
    before = settles ? await figuresNow(session, subject, { ledger: true }) : undefined;
    const spends = (spendsSent.get(caller) ?? 0) + 1;
    spendsSent.set(caller, spends);
    const sentAt = Date.now();
    try {
      const answer = await runWithSpendKey(key, send);
      if (answer instanceof Response) {
        if (!answer.ok) return { kind: "failed", error: new Refused(answer) };
        return { kind: "done", status: answer.status, body: await answer.json() };
      }
      return { kind: "done", status: 200, body: answer };
    } catch (error) {
      if (!outcomeUnknown(error)) return { kind: "failed", error };
      const evidence: Evidence | undefined = before && { before: before.figures, sentAt, inFlight: mayBeInFlight(error), process: PROCESS, spends };
      return { kind: "unknown", error, ...(evidence ? { evidence } : {}) };
    }
  };

  let outcome: RunOutcome | { kind: "unknown"; replayed?: boolean; evidence?: unknown };
  let checked = false;
  let checkedBefore: CurrentFigures | undefined;
  let now: ReadFigures | undefined;
  try {
    outcome = await runOnce(intent, sendOnce);
    if (outcome.kind === "unknown" && outcome.replayed && reference) {
      // The reference upstream keeps its own Idempotency-Key record: asking it again under the
      // same key cannot charge twice, and its answer makes the outcome known.
      const again = await sendOnce();
      if (again.kind === "done") {
        await settle(intent, again);
        await journalSettled(key, "done");
        outcome = { ...again, replayed: true };
      } else if (again.kind === "failed") {
        // It was not carried out (a refusal is never stored as the key's result): the key is free again.
        await settle(intent, null);
        await journalSettled(key, "refused");
        throw again.error;
      }
    } else if (outcome.kind === "unknown" && outcome.replayed && settles && isEvidence(outcome.evidence)) {
      checked = true;
      const evidence = outcome.evidence;
      now = await figuresNow(session, subject, { ledger: true });
      checkedBefore = {
        balance: evidence.before.balance,
        ...(now.current.subject ? { subject: { ...now.current.subject, value: evidence.before.subject } } : {}),
      };
      const concurrent = evidence.process === PROCESS && spendsSent.get(caller) !== evidence.spends;
      const verdict = verdictOf(effectOf(operation, payload), evidence, now.figures, { at: Date.now(), admin: session.role === "admin", concurrent });
      if (verdict === "done") {
        const body = settledBody(operation, payload);
        await settle(intent, { status: 200, body });
        await journalSettled(key, "done");
        outcome = { kind: "done", status: 200, body, replayed: true };
      } else if (verdict === "not-done") {
        // Provably not carried out: the key is free, and this repeat carries the intent out once.
        await settle(intent, null);
        await journalSettled(key, "refused");
        [checked, now] = [false, undefined];
        outcome = await runOnce(intent, sendOnce);
      }
    }
  } catch (error) {
    if (error instanceof Refused) return error.response;
    // A write the upstream may have carried out before the answer was lost: not an error to retry.
    if (!outcomeUnknown(error)) throw error;
    outcome = { kind: "unknown" as const };
  }
  if (outcome.kind === "done") return Response.json(outcome.body, { status: outcome.status, headers: { "cache-control": "no-store" } });
  const current = (now ?? (await figuresNow(session, subject))).current;
  const shownBefore = checked ? checkedBefore : before?.current;
  const answer: OutcomeUnknownAnswer = {
    message: checked ? OUTCOME_STILL_UNKNOWN_MESSAGE : OUTCOME_UNKNOWN_MESSAGE,
    outcome: "unknown",
    current,
    // The figures read just before the write went out, where they were: the user sees what moved.
    ...(shownBefore ? { before: shownBefore } : {}),
  };
  return Response.json(answer, { status: OUTCOME_UNKNOWN_STATUS, headers: { "cache-control": "no-store" } });
}

const callerOf = (session: SessionData) => `${session.role}:${session.name}`;

/** One item of a batch sent item by item: carried out (the backend's answer), or its outcome unknown. */
export type ItemOutcome = { kind: "done"; body: unknown } | { kind: "unknown" };

/** One item of a batch: its name in the batch, and the operation and payload that make its intent. */
export type Item = { name: string; operation: Operation; payload: unknown };

/**
 * The spend entrance of one request. `once` sends a write once per intent and answers it (or
 * "outcome unknown" with the figures now); a batch the backend has no call for is sent item by
 * item, each `item` under an intent of its own whose key is derived from the request's, so a
 * repeat of the batch replays the items already sent and sends only the others.
 */
export type SpendEntrance = {
  once(write: { payload: unknown; send: () => Promise<unknown>; subject?: () => Promise<CurrentFigures["subject"]> }): Promise<Response>;
  /** Sends the item at most once for this batch; a refusal (or an IntentConflict) is thrown. */
  item(item: Item, send: () => Promise<unknown>): Promise<ItemOutcome>;
  /** Has this batch sent the item already (carried out, unknown or in flight)? */
  sent(item: Item): Promise<boolean>;
};

/** The entrance for a request of this session and operation; `key` is the request's valid Idempotency-Key, if it sent one. */
export function spendEntrance(session: SessionData, operation: Operation, key: string | undefined): SpendEntrance {
  // Without a key from the browser the request is its own intent still: repeats of it cannot be told apart.
  const batchKey = key ?? randomUUID();
  const intentOf = ({ name, operation, payload }: Item) => ({ key: `${batchKey}:${name}`, caller: callerOf(session), payload: { operation, payload } });
  return {
    once: ({ payload, send, subject }) => spendOnce({ session, operation, key: batchKey, payload, send, subject }),
    async item(item, send) {
      const intent = intentOf(item);
      const outcome = await runOnce(intent, async (): Promise<SendResult> => {
        try {
          return { kind: "done", status: 200, body: await runWithSpendKey(intent.key, send) };
        } catch (error) {
          return outcomeUnknown(error) ? { kind: "unknown", error } : { kind: "failed", error };
        }
      });
      return outcome.kind === "done" ? { kind: "done", body: outcome.body } : { kind: "unknown" };
    },
    sent: async (item) => (await peek(intentOf(item))) !== null,
  };
}

/** What became of a spend sent under this key by this caller within the last day: null when none is known. */
export async function spendState(session: SessionData, key: string): Promise<{ state: "pending" | "done" | "unknown"; createdAt: number } | null> {
  const found = await peek({ key, caller: callerOf(session) });
  return found && { state: found.state, createdAt: found.createdAt };
}
