import "server-only";
import { panelStore } from "@/lib/store";
import { isUnboundSeal, openSecret, sealSecret, type SecretBinding } from "@/lib/store/secrets";
import type { AccountId } from "@/lib/two-factor/account";
import { newRecoveryCodes, recoveryCodeHash, recoveryCodeMatches } from "./recovery-codes";
import { totpStep } from "./totp";

// The enrolled factors of one account, in the panel's own store (lib/store). Nothing here talks
// to the upstream: the factors belong to the panel, whatever the backend. Rows are keyed by the
// account's panel identity (account_id); role and name are kept beside it for the record.

export type PasskeyRow = { credentialId: string; publicKey: string; counter: number; transports: string[]; label: string; createdAt: number };

export type FactorSummary = {
  totp: { createdAt: number } | null;
  passkeys: { id: string; label: string; createdAt: number }[];
  recoveryCodesLeft: number;
};

/** The parameters naming the account's rows: $1 is its identity. */
const who = (account: AccountId) => [account.id];
/** A TOTP seed opens only in its own account's row. */
const totpBinding = (account: AccountId): SecretBinding => ({ table: "two_factor_totp", row: account.id, purpose: "totp-seed" });

export async function factorSummary(account: AccountId): Promise<FactorSummary> {
  const store = await panelStore();
  const [totp, passkeys, codes] = await Promise.all([
    store.query<{ created_at: string | number }>("SELECT created_at FROM two_factor_totp WHERE account_id = $1", who(account)),
    store.query<{ credential_id: string; label: string; created_at: string | number }>(
      "SELECT credential_id, label, created_at FROM two_factor_passkeys WHERE account_id = $1 ORDER BY created_at",
      who(account),
    ),
    store.query<{ left: string | number }>("SELECT count(*) AS left FROM two_factor_recovery_codes WHERE account_id = $1 AND used_at IS NULL", who(account)),
  ]);
  return {
    totp: totp[0] ? { createdAt: Number(totp[0].created_at) } : null,
    passkeys: passkeys.map((row) => ({ id: row.credential_id, label: row.label, createdAt: Number(row.created_at) })),
    recoveryCodesLeft: Number(codes[0]?.left ?? 0),
  };
}

/** Does the account owe a second factor at sign-in (a TOTP or a passkey; recovery codes alone do not count)? */
export async function hasSecondFactor(account: AccountId): Promise<boolean> {
  const summary = await factorSummary(account);
  return summary.totp !== null || summary.passkeys.length > 0;
}

/** Saves a confirmed TOTP secret (sealed), replacing any earlier one; `step` is the code just used. */
export async function saveTotp(account: AccountId, secret: string, step: number): Promise<void> {
  const store = await panelStore();
  await store.query(
    `INSERT INTO two_factor_totp (account_id, role, account, secret_sealed, last_step, created_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (account_id) DO UPDATE SET secret_sealed = EXCLUDED.secret_sealed, last_step = EXCLUDED.last_step, created_at = EXCLUDED.created_at`,
    [account.id, account.role, account.name, sealSecret(secret, totpBinding(account)), step, Date.now()],
  );
}

/**
 * Checks a TOTP code against the account's secret and spends its time step: true once per step,
 * false for a wrong, old or replayed code. The step is claimed with a conditional update, so two
 * requests racing with one code cannot both pass.
 */
export async function spendTotpCode(account: AccountId, code: string): Promise<boolean> {
  const store = await panelStore();
  const [row] = await store.query<{ secret_sealed: string; last_step: string | number }>(
    "SELECT secret_sealed, last_step FROM two_factor_totp WHERE account_id = $1",
    who(account),
  );
  if (!row) return false;
  const secret = openSecret(row.secret_sealed, totpBinding(account));
  const step = await totpStep(secret, code, Number(row.last_step));
  if (step === null) return false;
  // A seed sealed before seals were bound to their row is sealed again, bound, as its step is spent.
  const sealed = isUnboundSeal(row.secret_sealed) ? sealSecret(secret, totpBinding(account)) : row.secret_sealed;
  const claimed = await store.query(
    "UPDATE two_factor_totp SET last_step = $2, secret_sealed = $3 WHERE account_id = $1 AND last_step < $2 RETURNING account_id",
    [account.id, step, sealed],
  );
  return claimed.length === 1;
}

/**
 * Spends one unused recovery code: true once per code. Each stored hash has its own salt, so the
 * account's unused ones (ten at most) are each compared; the match is then claimed by its row.
 */
export async function spendRecoveryCode(account: AccountId, code: string): Promise<boolean> {
  const store = await panelStore();
  const unused = await store.query<{ code_hash: string }>("SELECT code_hash FROM two_factor_recovery_codes WHERE account_id = $1 AND used_at IS NULL", [
    account.id,
  ]);
  const match = unused.find((row) => recoveryCodeMatches(row.code_hash, code));
  if (!match) return false;
  const used = await store.query(
    "UPDATE two_factor_recovery_codes SET used_at = $3 WHERE account_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING code_hash",
    [account.id, match.code_hash, Date.now()],
  );
  return used.length === 1;
}

/** Ten new recovery codes replace the old ones; only their hashes are kept, the codes are shown once. */
export async function replaceRecoveryCodes(account: AccountId): Promise<string[]> {
  const codes = newRecoveryCodes();
  const store = await panelStore();
  await store.transaction(async (tx) => {
    await tx.query("DELETE FROM two_factor_recovery_codes WHERE account_id = $1", who(account));
    for (const code of codes) {
      await tx.query("INSERT INTO two_factor_recovery_codes (account_id, role, account, code_hash) VALUES ($1, $2, $3, $4)", [
        account.id,
        account.role,
        account.name,
        recoveryCodeHash(code),
      ]);
    }
  });
  return codes;
}

/** New recovery codes when the account has none left unused (its first factor), else null. */
export async function recoveryCodesIfNone(account: AccountId): Promise<string[] | null> {
  const { recoveryCodesLeft } = await factorSummary(account);
  return recoveryCodesLeft === 0 ? replaceRecoveryCodes(account) : null;
}

export async function savePasskey(account: AccountId, passkey: Omit<PasskeyRow, "createdAt">): Promise<void> {
  const store = await panelStore();
  await store.query(
    "INSERT INTO two_factor_passkeys (credential_id, account_id, role, account, public_key, counter, transports, label, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
    [passkey.credentialId, account.id, account.role, account.name, passkey.publicKey, passkey.counter, passkey.transports.join(","), passkey.label, Date.now()],
  );
}

export async function accountPasskeys(account: AccountId): Promise<PasskeyRow[]> {
  const store = await panelStore();
  const rows = await store.query<{
    credential_id: string;
    public_key: string;
    counter: string | number;
    transports: string;
    label: string;
    created_at: string | number;
  }>("SELECT credential_id, public_key, counter, transports, label, created_at FROM two_factor_passkeys WHERE account_id = $1", who(account));
  return rows.map((row) => ({
    credentialId: row.credential_id,
    publicKey: row.public_key,
    counter: Number(row.counter),
    transports: row.transports ? row.transports.split(",") : [],
    label: row.label,
    createdAt: Number(row.created_at),
  }));
}

/** Records the authenticator's new signature counter; false when another request used it first. */
export async function advancePasskeyCounter(account: AccountId, credentialId: string, previous: number, next: number): Promise<boolean> {
  const store = await panelStore();
  const rows = await store.query(
    "UPDATE two_factor_passkeys SET counter = $4 WHERE credential_id = $1 AND account_id = $2 AND counter = $3 RETURNING credential_id",
    [credentialId, account.id, previous, next],
  );
  return rows.length === 1;
}

/** Removes the account's TOTP, or one of its passkeys; true when there was one. */
export async function removeFactor(account: AccountId, factor: { kind: "totp" } | { kind: "passkey"; id: string }): Promise<boolean> {
  const store = await panelStore();
  const rows =
    factor.kind === "totp"
      ? await store.query("DELETE FROM two_factor_totp WHERE account_id = $1 RETURNING account_id", who(account))
      : await store.query("DELETE FROM two_factor_passkeys WHERE account_id = $1 AND credential_id = $2 RETURNING account_id", [account.id, factor.id]);
  return rows.length > 0;
}

/** A parent account's reset: every factor and recovery code of the account goes. */
export async function resetFactors(account: AccountId): Promise<void> {
  const store = await panelStore();
  await store.transaction(async (tx) => {
    for (const table of ["two_factor_totp", "two_factor_passkeys", "two_factor_recovery_codes", "two_factor_enrolments"]) {
      await tx.query(`DELETE FROM ${table} WHERE account_id = $1`, who(account));
    }
  });
}
