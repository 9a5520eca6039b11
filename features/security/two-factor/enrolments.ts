import "server-only";
import { panelStore } from "@/lib/store";
import { openSecret, sealSecret, type SecretBinding } from "@/lib/store/secrets";
import type { AccountId } from "@/lib/two-factor/account";

// A factor being set up: the TOTP secret shown but not yet confirmed by a code, or the challenge
// of a passkey registration. Ten minutes to finish; a new start replaces the old one. Starting one
// on an account that has a factor already takes a current code (features/security/two-factor/owner-proof.ts),
// so an enrolment here is always one its owner asked for.
export const ENROLMENT_TTL_MS = 10 * 60_000;

export type EnrolmentKind = "totp" | "passkey";

const binding = (account: AccountId, kind: EnrolmentKind): SecretBinding => ({ table: "two_factor_enrolments", row: account.id, purpose: kind });

export async function startEnrolment(account: AccountId, kind: EnrolmentKind, value: string): Promise<void> {
  const store = await panelStore();
  await store.query(
    `INSERT INTO two_factor_enrolments (account_id, role, account, kind, value_sealed, expires_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (account_id, kind) DO UPDATE SET value_sealed = EXCLUDED.value_sealed, expires_at = EXCLUDED.expires_at`,
    [account.id, account.role, account.name, kind, sealSecret(value, binding(account, kind)), Date.now() + ENROLMENT_TTL_MS],
  );
}

/** The value of the account's unexpired enrolment of this kind, or null. */
export async function enrolmentValue(account: AccountId, kind: EnrolmentKind): Promise<string | null> {
  const store = await panelStore();
  const [row] = await store.query<{ value_sealed: string }>(
    "SELECT value_sealed FROM two_factor_enrolments WHERE account_id = $1 AND kind = $2 AND expires_at > $3",
    [account.id, kind, Date.now()],
  );
  return row ? openSecret(row.value_sealed, binding(account, kind)) : null;
}

export async function finishEnrolment(account: AccountId, kind: EnrolmentKind): Promise<void> {
  const store = await panelStore();
  await store.query("DELETE FROM two_factor_enrolments WHERE account_id = $1 AND kind = $2", [account.id, kind]);
}

/**
 * Every set-up of the account still open goes once a factor is saved: one started while the
 * account had no factor (so without a code) cannot be finished after it has one.
 */
export async function dropEnrolments(account: AccountId): Promise<void> {
  const store = await panelStore();
  await store.query("DELETE FROM two_factor_enrolments WHERE account_id = $1", [account.id]);
}
