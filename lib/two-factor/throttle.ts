import "server-only";
import { recordFailure, recordSuccess, retryAfterMs } from "@/lib/auth/login-throttle";

// The sign-in throttle for second-factor codes: the same counters as the password (per address
// and login, per address), so a guesser gains nothing by moving from one to the other.
// Shaped as lib/auth/login-throttle.ts's reserveAttempt (issue 21, wt-sessions); until that is
// merged this adapter checks the wait first and counts the outcome after.
export type Reservation = { ok: true; settle(outcome: "success" | "failure"): Promise<void> } | { ok: false; retryAfterMs: number };

export async function reserveCodeAttempt(address: string, login: string): Promise<Reservation> {
  const wait = await retryAfterMs(address, login);
  if (wait > 0) return { ok: false, retryAfterMs: wait };
  return {
    ok: true,
    settle: (outcome) => (outcome === "success" ? recordSuccess(address, login) : recordFailure(address, login)),
  };
}
