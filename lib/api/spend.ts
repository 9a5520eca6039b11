import "server-only";
import { randomUUID } from "node:crypto";
import { runOnce, settle, type SendResult } from "@/lib/intents";
import type { Operation } from "@/lib/operations";
import type { SessionData } from "@/lib/session-cookie";
import { currentBackend } from "@/lib/upstream/backend";
import { UpstreamError } from "@/lib/upstream/errors";
import { getCredits } from "@/lib/upstream/dashboard";
import { isOffered } from "@/lib/upstream/offer";
import { OUTCOME_UNKNOWN_MESSAGE, OUTCOME_UNKNOWN_STATUS, type CurrentFigures, type OutcomeUnknownAnswer } from "./outcome";

// One charge per intent on any backend (issue 19): every call that spends or moves credits goes
// through runOnce (lib/intents) under the browser's Idempotency-Key, so a repeat is never sent
// again, whatever the backend does with the header; a write whose outcome is unknown keeps its key
// locked and answers the figures as they are now instead of an error.

/** May the write have been carried out although no usable answer came? */
export function outcomeUnknown(error: unknown): boolean {
  if (!(error instanceof UpstreamError)) return false;
  if (error.kind === "timeout" || error.kind === "dropped" || error.kind === "invalid-response") return true;
  // A gateway between the BFF and the backend gave up on it: the backend may have acted.
  return error.kind === "response" && (error.status === 502 || error.status === 504);
}

/** A handler's own refusal (a Response it returned with an error status): nothing was sent. */
class Refused extends Error {
  constructor(readonly response: Response) {
    super("refused");
  }
}

type Spend = {
  session: SessionData;
  operation: Operation;
  idempotencyKey: string | undefined;
  /** What makes two requests the same intent: the path's parameters and the body. */
  payload: unknown;
  /** The write itself. */
  send: () => Promise<unknown>;
  /** The client or account it is about, re-read when the outcome is unknown. */
  subject?: () => Promise<CurrentFigures["subject"]>;
};

/** The caller's balance as the backend has it now; null for the admin (unlimited) or when it cannot be read. */
async function balanceNow(session: SessionData): Promise<number | null> {
  if (session.role === "admin" || !(await isOffered(session.role, "credits"))) return null;
  return getCredits(session).catch(() => null);
}

async function figuresNow(session: SessionData, subject: Spend["subject"]): Promise<CurrentFigures> {
  const [balance, about] = await Promise.all([balanceNow(session), subject?.().catch(() => undefined)]);
  return { balance, ...(about ? { subject: about } : {}) };
}

/** Runs the write once per intent and answers as the BFF should: the first outcome, or "outcome unknown" with the figures now. */
export async function spendOnce({ session, operation, idempotencyKey, payload, send, subject }: Spend): Promise<Response> {
  const intent = { key: idempotencyKey ?? randomUUID(), caller: `${session.role}:${session.name}`, payload: { operation, payload } };
  const sendOnce = async (): Promise<SendResult> => {
    try {
      const answer = await send();
      if (answer instanceof Response) {
        if (!answer.ok) return { kind: "failed", error: new Refused(answer) };
        return { kind: "done", status: answer.status, body: await answer.json() };
      }
      return { kind: "done", status: 200, body: answer };
    } catch (error) {
      return outcomeUnknown(error) ? { kind: "unknown", error } : { kind: "failed", error };
    }
  };
  let outcome;
  try {
    outcome = await runOnce(intent, sendOnce);
    // The reference upstream keeps its own Idempotency-Key record: asking it again under the same
    // key cannot charge twice, and its answer makes the outcome known. A spec backend cannot.
    if (outcome.kind === "unknown" && outcome.replayed && (await currentBackend()).dialect === "reference") {
      const again = await sendOnce();
      if (again.kind === "done") {
        await settle(intent, again);
        outcome = { ...again, replayed: true };
      } else if (again.kind === "failed") {
        // It was not carried out (a refusal is never stored as the key's result): the key is free again.
        await settle(intent, null);
        throw again.error;
      }
    }
  } catch (error) {
    if (error instanceof Refused) return error.response;
    // A write the upstream may have carried out before the answer was lost: not an error to retry.
    if (!outcomeUnknown(error)) throw error;
    outcome = { kind: "unknown" as const };
  }
  if (outcome.kind === "done") return Response.json(outcome.body, { status: outcome.status, headers: { "cache-control": "no-store" } });
  const answer: OutcomeUnknownAnswer = { message: OUTCOME_UNKNOWN_MESSAGE, outcome: "unknown", current: await figuresNow(session, subject) };
  return Response.json(answer, { status: OUTCOME_UNKNOWN_STATUS, headers: { "cache-control": "no-store" } });
}
