import "server-only";
import type { AccountId } from "@/lib/two-factor/account";
import { hasSecondFactor, spendRecoveryCode, spendTotpCode } from "./factors";
import type { PendingStage } from "@/lib/two-factor/pending";
import { isRequiredFor } from "./policy";

/**
 * What a right password leads to: "verify" when the account has a second factor, "enrol" when
 * its role requires one and it has none, null when the session may start now.
 */
export async function secondFactorStep(account: AccountId): Promise<PendingStage | null> {
  if (await hasSecondFactor(account)) return "verify";
  return (await isRequiredFor(account.role)) ? "enrol" : null;
}

/** Spends a TOTP code (once per time step) or a recovery code (once); true when it was good. */
export async function spendCode(account: AccountId, code: string): Promise<boolean> {
  return /^\d{6}$/.test(code) ? spendTotpCode(account, code) : spendRecoveryCode(account, code);
}
