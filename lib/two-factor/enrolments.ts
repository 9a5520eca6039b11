import "server-only";
import { panelStore } from "@/lib/store";
import { openSecret, sealSecret } from "@/lib/store/secrets";
import type { AccountId } from "./account";

// A factor being set up: the TOTP secret shown but not yet confirmed by a code, or the challenge
// of a passkey registration. Ten minutes to finish; a new start replaces the old one.
export const ENROLMENT_TTL_MS = 10 * 60_000;

export type EnrolmentKind = "totp" | "passkey";

export async function startEnrolment(account: AccountId, kind: EnrolmentKind, value: string): Promise<void> {
  const store = await panelStore();
  await store.query(
    `INSERT INTO two_factor_enrolments (role, account, kind, value_sealed, expires_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (role, account, kind) DO UPDATE SET value_sealed = EXCLUDED.value_sealed, expires_at = EXCLUDED.expires_at`,
    [account.role, account.name, kind, sealSecret(value), Date.now() + ENROLMENT_TTL_MS],
  );
}

/** The value of the account's unexpired enrolment of this kind, or null. */
export async function enrolmentValue(account: AccountId, kind: EnrolmentKind): Promise<string | null> {
  const store = await panelStore();
  const [row] = await store.query<{ value_sealed: string }>(
    "SELECT value_sealed FROM two_factor_enrolments WHERE role = $1 AND account = $2 AND kind = $3 AND expires_at > $4",
    [account.role, account.name, kind, Date.now()],
  );
  return row ? openSecret(row.value_sealed) : null;
}

export async function finishEnrolment(account: AccountId, kind: EnrolmentKind): Promise<void> {
  const store = await panelStore();
  await store.query("DELETE FROM two_factor_enrolments WHERE role = $1 AND account = $2 AND kind = $3", [account.role, account.name, kind]);
}
