import "server-only";
// The password the scheduler will sign in with, checked before anything is stored: the same
// sign-in the scheduler makes, as this very account. A check is a sign-in, so the sign-in throttle
// counts it and a taken-over session cannot guess with it.
import { clientAddress } from "@/lib/auth/client-address";
import { reserveAttempt, throttleMessage } from "@/lib/auth/login-throttle";
import { jsonError } from "@/lib/api/responses";
import { sealSecret } from "@/lib/store/secrets";
import { credentialBinding, type AccountKey } from "./repo";
import { signInAs, SignInRefused, signOut } from "./upstream";

/** The password sealed for the account, or the answer refusing it (429 throttled, 422 refused by the upstream). */
export async function checkPassword(headers: Headers, key: AccountKey, password: string): Promise<{ sealed: string } | { refusal: Response }> {
  const attempt = await reserveAttempt(clientAddress(headers), key.name);
  if (!attempt.ok) return { refusal: jsonError(429, throttleMessage(attempt.retryAfterMs)) };
  const sealed = sealSecret(password, credentialBinding(key.accountId));
  try {
    // Its token is not kept.
    await signOut(await signInAs({ ...key, credential: sealed }));
  } catch (error) {
    // Only the upstream's refusal counts as a wrong guess; an upstream away counts nothing.
    await attempt.settle(error instanceof SignInRefused ? "failure" : "cancelled");
    if (!(error instanceof SignInRefused)) throw error;
    return { refusal: jsonError(422, error.message.replace(" on the Reminders screen", ""), { field: "password" }) };
  }
  await attempt.settle("success");
  return { sealed };
}
