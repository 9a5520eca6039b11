// The caller's balance after a write, where the BFF's answer reports it (CreditsMoveAnswer's
// `balance`, read by transferWriteAnswer from the upstream's answer). Only a whole number of
// credits counts: null is the admin's unlimited balance on the reference upstream but "unknown"
// from another backend, and a stale or guessed figure must never reach the credits badge.
import type { CreditsMoveAnswer } from "@/lib/schemas/accounts";

export function balanceIn(answer: unknown): number | undefined {
  if (typeof answer !== "object" || answer === null || !("balance" in answer)) return undefined;
  const balance = (answer as Partial<Pick<CreditsMoveAnswer, "balance">>).balance;
  return typeof balance === "number" && Number.isSafeInteger(balance) && balance >= 0 ? balance : undefined;
}
