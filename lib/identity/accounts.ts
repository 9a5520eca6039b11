import "server-only";
import { randomBytes } from "node:crypto";
import { log } from "@/lib/log";
import type { Role } from "@/lib/roles";
import { forgetSeen } from "@/lib/session-registry";
import { panelStore, type StoreQuery } from "@/lib/store";

// The panel's own identity of an account (table panel_accounts, migration 400). The backend
// names an account by role and login name and gives no stable id, and a deleted name may be given
// to a new account later, by anyone. So every record the panel keeps for an account (sessions,
// second factor, reminders with their stored password, the delivery log) is keyed by an id bound
// at the account's first sign-in, and retiring the identity ends its sessions and deletes those
// records: a later account of the same name binds a new id and starts with nothing.
//
// Retired: when the panel deletes the account (the delete handler), and when a sign-in shows the
// name now belongs to another role (login names are unique across the business: the sign-in asks
// for the name alone, so the old holder of the name must be gone). A name deleted and re-created
// with the same role outside the panel cannot be told from the same account (docs/store.md).

export type RetireReason = "deleted" | "role-changed";

/** Every table with per-account rows, cleared when the identity retires. */
const ACCOUNT_TABLES = [
  "session_registry",
  "two_factor_totp",
  "two_factor_passkeys",
  "two_factor_recovery_codes",
  "two_factor_enrolments",
  "two_factor_pending",
  "reminder_accounts",
  "reminder_runs",
  "reminder_deliveries",
  "webhook_events",
  "webhook_endpoints",
  "webhook_polls",
  "api_keys",
] as const;

const newAccountId = () => randomBytes(16).toString("base64url");

/**
 * The live identity of the account a sign-in just proved (role and name as the upstream answered
 * them), created on its first sign-in. A live identity of the same name under another role is
 * retired first: that account is gone.
 */
export async function bindAccount(role: Role, name: string): Promise<string> {
  const store = await panelStore();
  const retired = await store.transaction(async (tx) => {
    const others = await tx.query<{ id: string }>(
      "UPDATE panel_accounts SET retired_at = now(), retired_reason = 'role-changed' WHERE name = $1 AND role <> $2 AND retired_at IS NULL RETURNING id",
      [name, role],
    );
    const ids = others.map((row) => row.id);
    await clearRecords(tx.query, ids);
    await tx.query(
      "INSERT INTO panel_accounts (id, role, name, created_at) VALUES ($1, $2, $3, now()) ON CONFLICT (role, name) WHERE retired_at IS NULL DO NOTHING",
      [newAccountId(), role, name],
    );
    return ids;
  });
  if (retired.length > 0) afterRetire(retired, { role, name, reason: "role-changed" });
  const [row] = await store.query<{ id: string }>("SELECT id FROM panel_accounts WHERE role = $1 AND name = $2 AND retired_at IS NULL", [role, name]);
  if (!row) throw new Error("panel store: the account's identity could not be bound");
  return row.id;
}

/** The live identity of this account, or null when it never signed in (or was retired since). */
export async function liveAccountId(role: Role, name: string): Promise<string | null> {
  const store = await panelStore();
  const [row] = await store.query<{ id: string }>("SELECT id FROM panel_accounts WHERE role = $1 AND name = $2 AND retired_at IS NULL", [role, name]);
  return row?.id ?? null;
}

/** Is this identity still live? (A session of a retired one is refused.) */
export async function isLive(accountId: string): Promise<boolean> {
  const store = await panelStore();
  const rows = await store.query("SELECT 1 FROM panel_accounts WHERE id = $1 AND retired_at IS NULL", [accountId]);
  return rows.length === 1;
}

/**
 * Retires the account's live identity: its sessions end at once and its second factor,
 * reminders, stored password, runs and deliveries are deleted, in one transaction. Returns the
 * ids retired (none when the account never signed in to the panel).
 */
export async function retireAccount(role: Role, name: string, reason: RetireReason): Promise<string[]> {
  const store = await panelStore();
  const ids = await store.transaction(async (tx) => {
    const rows = await tx.query<{ id: string }>(
      "UPDATE panel_accounts SET retired_at = now(), retired_reason = $3 WHERE role = $1 AND name = $2 AND retired_at IS NULL RETURNING id",
      [role, name, reason],
    );
    const retired = rows.map((row) => row.id);
    await clearRecords(tx.query, retired);
    return retired;
  });
  if (ids.length > 0) afterRetire(ids, { role, name, reason });
  return ids;
}

async function clearRecords(query: StoreQuery, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  for (const table of ACCOUNT_TABLES) await query(`DELETE FROM ${table} WHERE account_id = ANY($1::text[])`, [ids]);
}

function afterRetire(ids: string[], detail: { role: Role; name: string; reason: RetireReason }): void {
  // The rows are gone; this instance's memo of their sessions goes too (others recheck within seconds).
  const retired = new Set(ids);
  forgetSeen((record) => retired.has(record.accountId));
  log.info({ account: detail.name, role: detail.role, reason: detail.reason }, "account identity retired: its sessions, second factor and reminders are gone");
}
