import "server-only";
import { log } from "@/lib/log";
import { NextResponse } from "next/server";
import { z } from "zod";
import { SERVER_ERROR_MESSAGE, UpstreamError } from "@/lib/upstream/errors";
import { sessionLost } from "@/lib/upstream/session-lost";
import { SESSION_ENDED_MESSAGE } from "@/lib/session/messages";
import { NOT_OFFERED_MESSAGE } from "@/lib/offer-messages";
import { OperationNotAllowed, OperationNotOffered } from "@/lib/upstream/paths";
import { IntentConflict, IntentStoreUnavailable } from "@/lib/intents";
import { SessionRegistryUnavailable } from "@/lib/session-registry/record";
import { BodyTooLargeError } from "./body";

export function jsonError(status: number, message: string, extra?: Record<string, unknown>) {
  return NextResponse.json({ message, ...extra }, { status, headers: { "cache-control": "no-store" } });
}

/** A bad input: the first problem, in the words the form would use; nothing was forwarded. */
export function validationError(error: z.ZodError) {
  const issue = error.issues[0];
  return jsonError(422, issue?.message ?? "Invalid input", { field: issue?.path.join(".") });
}

/** Every handler's failures pass through here, so the browser sees one shape: { message }. */
export function handleError(error: unknown) {
  // A read refused 403: the token lost its role's rights (lib/upstream/session-lost.ts). Answered as
  // the session's end, on which the browser signs the tab out (an upstream 401 passes through as is).
  if (error instanceof UpstreamError && error.status === 403 && sessionLost(error)) return jsonError(401, SESSION_ENDED_MESSAGE);
  if (error instanceof UpstreamError) {
    // A 4xx passes through with the upstream's message; anything else is the BFF's 502, or 504
    // when the upstream did not answer in time (same message: the browser need not tell them apart).
    const passedOn = error.kind === "response" && error.status < 500;
    const status = passedOn ? error.status : error.kind === "timeout" ? 504 : 502;
    return jsonError(status, status >= 500 ? SERVER_ERROR_MESSAGE : error.message);
  }
  if (error instanceof BodyTooLargeError) return jsonError(413, error.message);
  // The same Idempotency-Key with other details; the intents store cannot record a charge (nothing sent).
  if (error instanceof IntentConflict) return jsonError(409, error.message);
  if (error instanceof IntentStoreUnavailable) return jsonError(503, error.message);
  // The session registry cannot be written (a sign-in) or read (a list): nothing was changed.
  if (error instanceof SessionRegistryUnavailable) return jsonError(503, error.message);
  if (error instanceof z.ZodError) return validationError(error);
  if (error instanceof OperationNotAllowed) return jsonError(403, "Not allowed for your role");
  // The role may, but the backend has no call for it: nothing was sent.
  if (error instanceof OperationNotOffered) return jsonError(501, NOT_OFFERED_MESSAGE);
  log.error({ err: error instanceof Error ? error.message : "unknown error" }, "BFF handler failed");
  return jsonError(500, SERVER_ERROR_MESSAGE);
}
