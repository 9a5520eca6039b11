import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { jsonError } from "@/lib/api/responses";
import { recordSignIn } from "@/lib/metrics";
import { startSession } from "@/lib/session";
import type { SecondFactorOwed, SignedInAnswer } from "@/lib/schemas/auth";
import { TWO_FACTOR_MESSAGES } from "@/lib/schemas/two-factor";
import { consumePending, setPendingCookie } from "@/lib/two-factor/pending";

/**
 * The second factor was given (or set up): the pending sign-in is taken out of the store, once,
 * and the one-hour session starts with its upstream token; the pending cookie is cleared.
 * `extra` joins the answer (the recovery codes of a factor set up during sign-in).
 */
export async function finishSignIn(request: NextRequest, pendingId: string, extra: Record<string, unknown> = {}): Promise<Response> {
  const upstream = await consumePending(pendingId);
  if (!upstream) return setPendingCookie(request, jsonError(401, TWO_FACTOR_MESSAGES.notPending), null);
  const session = await startSession(upstream, request);
  recordSignIn("success");
  const answer = NextResponse.json<SignedInAnswer & Record<string, unknown>>(
    { role: session.role, name: session.name, expiresAt: session.expiresAt, ...extra },
    { headers: { "cache-control": "no-store" } },
  );
  return setPendingCookie(request, answer, null);
}

/** The password was right and a second factor is owed: the browser learns which step, and gets only the pending id. */
export function pendingAnswer(request: NextRequest, pendingId: string, stage: "verify" | "enrol", methods: SecondFactorOwed["methods"]): Response {
  const answer = NextResponse.json<SecondFactorOwed>({ secondFactor: stage, methods }, { headers: { "cache-control": "no-store" } });
  return setPendingCookie(request, answer, pendingId);
}
