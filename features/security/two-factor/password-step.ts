import "server-only";
import type { NextRequest } from "next/server";
import type { SessionData } from "@/lib/session/cookie";
import { factorSummary, type FactorSummary } from "./factors";
import { createPending } from "@/lib/two-factor/pending";
import { pendingAnswer } from "./finish";
import { secondFactorStep } from "./sign-in";

/**
 * Called by the sign-in handler once the upstream took the password and the account's identity is
 * bound (lib/identity: `auth.accountId`): the answer asking for the
 * second factor (or its setup) with the pending sign-in's cookie, or null when the session may start.
 */
export async function pendingSecondFactor(request: NextRequest, auth: Omit<SessionData, "expiresAt" | "sid">, login: string): Promise<Response | null> {
  const account = { id: auth.accountId, role: auth.role, name: auth.name };
  const stage = await secondFactorStep(account);
  if (!stage) return null;
  const id = await createPending(auth, login, stage);
  return pendingAnswer(request, id, stage, signInMethods(await factorSummary(account)));
}

/** Which ways the sign-in form offers to give the factor (a recovery code goes where a TOTP code does). */
function signInMethods(summary: FactorSummary): { totp: boolean; passkey: boolean } {
  return { totp: summary.totp !== null || summary.recoveryCodesLeft > 0, passkey: summary.passkeys.length > 0 };
}
