import "server-only";
import { randomBytes } from "node:crypto";
import type { Role } from "@/lib/roles";
import { panelStore } from "@/lib/store";
import type { ApiScope } from "../scopes";

// The API keys in the panel's store (migration 520). The secret itself is never stored.

export type KeyOwner = { accountId: string; role: Role; name: string };

export type ApiKey = {
  id: string;
  owner: KeyOwner;
  name: string;
  prefix: string;
  scopes: ApiScope[];
  expiresAt: string | null;
  allowed: string[];
  createdAt: string;
  lastUsedAt: string | null;
  lastUsedAddress: string | null;
  revokedAt: string | null;
};

type Row = {
  id: string;
  account_id: string;
  role: Role;
  account: string;
  name: string;
  prefix: string;
  secret_hash: string;
  scopes: string;
  expires_at: Date | string | null;
  allowed: string;
  created_at: Date | string;
  last_used_at: Date | string | null;
  last_used_address: string | null;
  revoked_at: Date | string | null;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const list = (value: string) => (value ? value.split(",") : []);

const toKey = (r: Row): ApiKey => ({
  id: r.id,
  owner: { accountId: r.account_id, role: r.role, name: r.account },
  name: r.name,
  prefix: r.prefix,
  scopes: list(r.scopes) as ApiScope[],
  expiresAt: iso(r.expires_at),
  allowed: list(r.allowed),
  createdAt: iso(r.created_at)!,
  lastUsedAt: iso(r.last_used_at),
  lastUsedAddress: r.last_used_address,
  revokedAt: iso(r.revoked_at),
});

export type NewKey = {
  owner: KeyOwner;
  name: string;
  prefix: string;
  hash: string;
  scopes: readonly ApiScope[];
  expiresAt: Date | null;
  allowed: readonly string[];
};

export async function insertKey(key: NewKey): Promise<ApiKey> {
  const [row] = await (
    await panelStore()
  ).query<Row>(
    `INSERT INTO api_keys (id, account_id, role, account, name, prefix, secret_hash, scopes, expires_at, allowed, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $4) RETURNING *`,
    [
      randomBytes(12).toString("base64url"),
      key.owner.accountId,
      key.owner.role,
      key.owner.name,
      key.name,
      key.prefix,
      key.hash,
      key.scopes.join(","),
      key.expiresAt?.toISOString() ?? null,
      key.allowed.join(","),
    ],
  );
  return toKey(row);
}

/**
 * The key with this prefix, its stored hash and its account's stored upstream password (sealed),
 * in one read on every call: a revoked key, or a password removed, stops at once on every instance.
 */
export async function keyByPrefix(prefix: string): Promise<{ key: ApiKey; hash: string; credential: string | null } | null> {
  const [row] = await (
    await panelStore()
  ).query<Row & { credential: string | null }>(
    "SELECT k.*, r.credential FROM api_keys k LEFT JOIN reminder_accounts r ON r.account_id = k.account_id WHERE k.prefix = $1",
    [prefix],
  );
  return row ? { key: toKey(row), hash: row.secret_hash, credential: row.credential } : null;
}

/** The keys of the accounts named (role and name), newest first, revoked ones included for the record. */
export async function keysOf(owners: readonly { role: Role; name: string }[]): Promise<ApiKey[]> {
  if (owners.length === 0) return [];
  const rows = await (
    await panelStore()
  ).query<Row>("SELECT * FROM api_keys WHERE (role || ':' || account) = ANY($1::text[]) ORDER BY created_at DESC, id", [
    owners.map((o) => `${o.role}:${o.name}`),
  ]);
  return rows.map(toKey);
}

export async function keyById(id: string): Promise<ApiKey | null> {
  const [row] = await (await panelStore()).query<Row>("SELECT * FROM api_keys WHERE id = $1", [id]);
  return row ? toKey(row) : null;
}

/** Revokes the key (once; a second revoke changes nothing). True when it was live. */
export async function revokeKey(id: string, by: string): Promise<boolean> {
  const rows = await (
    await panelStore()
  ).query("UPDATE api_keys SET revoked_at = now(), revoked_by = $2 WHERE id = $1 AND revoked_at IS NULL RETURNING id", [id, by]);
  return rows.length > 0;
}

const TOUCH_EVERY_MS = 60_000;
const touched = new Map<string, { at: number; address: string }>();

/**
 * Records the key's last use and address: to the minute, so a busy key does not write (nor this
 * instance ask the store) on every call; a new address is recorded at once.
 */
export async function touchKey(id: string, address: string, now = Date.now()): Promise<void> {
  const last = touched.get(id);
  if (last && last.address === address && now - last.at < TOUCH_EVERY_MS) return;
  touched.set(id, { at: now, address });
  await (await panelStore()).query("UPDATE api_keys SET last_used_at = now(), last_used_address = $2 WHERE id = $1", [id, address.slice(0, 100)]);
}
