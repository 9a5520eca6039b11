import "server-only";
import type { NextRequest } from "next/server";
import { jsonError } from "@/lib/api/responses";
import { clientAddress } from "@/lib/auth/client-address";
import { reserveAttempt, throttleMessage } from "@/lib/auth/login-throttle";
import { recordSignIn } from "@/lib/metrics";
import { TWO_FACTOR_MESSAGES } from "@/lib/schemas/two-factor";
import { revokeToken } from "@/lib/upstream/auth";
import { finishSignIn } from "./finish";
import { consumePending, countPendingFailure, setPendingCookie, type PendingSignIn } from "@/lib/two-factor/pending";

/**
 * One try at the second factor of a pending sign-in, counted by the sign-in throttle with the
 * address and the login typed (as a wrong password is): `check` spends the code or the passkey
 * answer; right, the session starts; wrong, 401, and the fifth wrong try ends the pending sign-in.
 */
export async function secondFactorTry(request: NextRequest, pending: PendingSignIn, check: () => Promise<boolean>): Promise<Response> {
  const reservation = await reserveAttempt(clientAddress(request.headers), pending.login);
  if (!reservation.ok) {
    recordSignIn("throttled");
    const answer = jsonError(429, throttleMessage(reservation.retryAfterMs));
    answer.headers.set("retry-after", String(Math.ceil(reservation.retryAfterMs / 1000)));
    return answer;
  }
  if (await check()) {
    await reservation.settle("success");
    return finishSignIn(request, pending.pendingId);
  }
  await reservation.settle("failure");
  recordSignIn("wrong_credentials");
  if (await countPendingFailure(pending.pendingId)) {
    // Too many wrong codes: the pending sign-in ends, and its upstream token is given back.
    const upstream = await consumePending(pending.pendingId);
    if (upstream) await revokeToken(upstream);
    return setPendingCookie(request, jsonError(401, TWO_FACTOR_MESSAGES.notPending, { ended: true }), null);
  }
  return jsonError(401, TWO_FACTOR_MESSAGES.wrongCode);
}
