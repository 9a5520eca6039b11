import "server-only";
import type { NextRequest } from "next/server";
import { jsonError } from "@/lib/api/responses";
import { clientAddress } from "@/lib/auth/client-address";
import { reserveAttempt, throttleMessage } from "@/lib/auth/login-throttle";
import { CURRENT_CODE_REQUIRED } from "@/lib/schemas/owner-proof";
import { TWO_FACTOR_MESSAGES } from "@/lib/schemas/two-factor";
import type { AccountId } from "@/lib/two-factor/account";
import { hasSecondFactor } from "./factors";
import { spendCode } from "./sign-in";

/**
 * A current code (TOTP or recovery) proves that whoever holds the session owns the account before
 * its second factor changes: someone at an unlocked screen, or with a copied cookie, must not
 * replace the app, add or remove a passkey or make new recovery codes. Every try is counted by the
 * sign-in throttle with the address and the account's name, as a wrong password is, so codes
 * cannot be guessed here either. Returns null when the code was right (and spent), or the answer
 * refusing: 422 without or with a wrong code, 429 past the throttle's limit.
 */
export async function proveOwner(request: NextRequest, account: AccountId, code: string | undefined): Promise<Response | null> {
  if (code === undefined) return jsonError(422, CURRENT_CODE_REQUIRED, { field: "code" });
  const attempt = await reserveAttempt(clientAddress(request.headers), account.name);
  if (!attempt.ok) {
    const answer = jsonError(429, throttleMessage(attempt.retryAfterMs));
    answer.headers.set("retry-after", String(Math.ceil(attempt.retryAfterMs / 1000)));
    return answer;
  }
  let right = false;
  try {
    right = await spendCode(account, code);
  } catch (error) {
    await attempt.settle("cancelled");
    throw error;
  }
  await attempt.settle(right ? "success" : "failure");
  return right ? null : jsonError(422, TWO_FACTOR_MESSAGES.wrongCode, { field: "code" });
}

/** As proveOwner, only when the account has a second factor to prove (none yet: its first is being set up). */
export async function proveOwnerIfEnrolled(request: NextRequest, account: AccountId, code: string | undefined): Promise<Response | null> {
  return (await hasSecondFactor(account)) ? proveOwner(request, account, code) : null;
}
