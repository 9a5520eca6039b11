import "server-only";
import { randomBytes } from "node:crypto";
import type { PanelStore } from "@/lib/store";
import { EVENT_TYPES, type EndpointInput, type EndpointView, type EventType } from "../schemas";
import { newSecret, openFor, sealFor } from "./signing";

// The account's endpoints in the panel's store (migration 530). Every read and write names the
// owner's account id, so one account never sees or changes another's endpoint.

export type Db = Pick<PanelStore, "query">;

export type EndpointRow = {
  id: string;
  account_id: string;
  url: string;
  events: string;
  expiring_days: number | null;
  low_credit: number | null;
  secret: string;
  previous_secret: string | null;
  previous_until: Date | string | null;
  enabled: boolean;
  paused_at: Date | string | null;
  failing_since: Date | string | null;
  credits_low: boolean;
  credits_dips: number;
  created_at: Date | string;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
export const eventsOf = (row: Pick<EndpointRow, "events">): EventType[] => EVENT_TYPES.filter((type) => row.events.split(",").includes(type));

export function endpointView(row: EndpointRow, now: Date): EndpointView {
  const previousUntil = row.previous_secret && row.previous_until && new Date(row.previous_until) > now ? iso(row.previous_until) : null;
  return {
    id: row.id,
    url: row.url,
    events: eventsOf(row),
    expiringDays: row.expiring_days === null ? null : Number(row.expiring_days),
    lowCredit: row.low_credit === null ? null : Number(row.low_credit),
    enabled: row.enabled,
    pausedAt: iso(row.paused_at),
    previousUntil,
    createdAt: iso(row.created_at)!,
  };
}

/** The secrets that sign a delivery now: the current one, and the previous one during its overlap. */
export function signingSecrets(row: EndpointRow, now: Date): string[] {
  const secrets = [openFor(row.id, "current", row.secret)];
  if (row.previous_secret && row.previous_until && new Date(row.previous_until) > now) secrets.push(openFor(row.id, "previous", row.previous_secret));
  return secrets;
}

export async function listEndpoints(db: Db, accountId: string): Promise<EndpointRow[]> {
  return db.query<EndpointRow>("SELECT * FROM webhook_endpoints WHERE account_id = $1 ORDER BY created_at, id", [accountId]);
}

export async function findEndpoint(db: Db, accountId: string, id: string): Promise<EndpointRow | null> {
  const [row] = await db.query<EndpointRow>("SELECT * FROM webhook_endpoints WHERE account_id = $1 AND id = $2", [accountId, id]);
  return row ?? null;
}

/** Endpoints of the account that want `type` and may be sent to now. */
// On the embedded store, which serves one instance (lib/store/folder-lock.ts), every endpoint is
// added through createEndpoint in this process: the accounts that ever had one are known, and an
// account's every settled write need not ask the store when it has none. The set only grows (an
// account whose endpoints were deleted is asked, and has none). PostgreSQL, shared by instances
// that add endpoints of their own, is always asked. On globalThis: Next may load this module more
// than once in a process (a route's bundle adds an endpoint, the start-up's bundle hears the writes).
const withEndpoints = ((globalThis as { panelWebhookAccounts?: WeakMap<object, Promise<Set<string>>> }).panelWebhookAccounts ??= new WeakMap());

function accountsWithEndpoints(db: Db): Promise<Set<string>> | null {
  if ((db as { kind?: string }).kind !== "embedded") return null;
  let known = withEndpoints.get(db);
  if (!known) {
    known = db.query<{ account_id: string }>("SELECT DISTINCT account_id FROM webhook_endpoints").then((rows) => new Set(rows.map((r) => r.account_id)));
    known.catch(() => withEndpoints.delete(db));
    withEndpoints.set(db, known);
  }
  return known;
}

export async function subscribers(db: Db, accountId: string, type: EventType): Promise<EndpointRow[]> {
  const known = accountsWithEndpoints(db);
  if (known && !(await known).has(accountId)) return [];
  const rows = await listEndpoints(db, accountId);
  return rows.filter((row) => row.enabled && row.paused_at === null && eventsOf(row).includes(type));
}

/** Adds an endpoint; returns it and its secret, which is shown once and kept only sealed. */
export async function createEndpoint(db: Db, accountId: string, input: EndpointInput, now: Date): Promise<{ row: EndpointRow; secret: string }> {
  const id = `ep_${randomBytes(16).toString("base64url")}`;
  const secret = newSecret();
  const [row] = await db.query<EndpointRow>(
    `INSERT INTO webhook_endpoints (id, account_id, url, events, expiring_days, low_credit, secret, enabled, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING *`,
    [id, accountId, input.url, input.events.join(","), input.expiringDays, input.lowCredit, sealFor(id, "current", secret), input.enabled, now.toISOString()],
  );
  (await accountsWithEndpoints(db))?.add(accountId);
  return { row: row!, secret };
}

/** Saves the endpoint's settings; enabling it again lifts a pause (the owner has seen to it). */
export async function updateEndpoint(db: Db, accountId: string, id: string, input: EndpointInput, now: Date): Promise<EndpointRow | null> {
  const [row] = await db.query<EndpointRow>(
    `UPDATE webhook_endpoints SET url = $3, events = $4, expiring_days = $5, low_credit = $6, enabled = $7, updated_at = $8,
       paused_at = CASE WHEN $7 THEN NULL ELSE paused_at END, failing_since = CASE WHEN $7 THEN NULL ELSE failing_since END
     WHERE account_id = $1 AND id = $2 RETURNING *`,
    [accountId, id, input.url, input.events.join(","), input.expiringDays, input.lowCredit, input.enabled, now.toISOString()],
  );
  return row ?? null;
}

export async function deleteEndpoint(db: Db, accountId: string, id: string): Promise<boolean> {
  const rows = await db.query("DELETE FROM webhook_endpoints WHERE account_id = $1 AND id = $2 RETURNING id", [accountId, id]);
  return rows.length === 1;
}

/** A new secret; the current one becomes the previous one and keeps signing for `overlapMs`. */
export async function rotateSecret(db: Db, accountId: string, id: string, overlapMs: number, now: Date): Promise<string | null> {
  const row = await findEndpoint(db, accountId, id);
  if (!row) return null;
  const secret = newSecret();
  const previous = overlapMs > 0 ? sealFor(id, "previous", openFor(id, "current", row.secret)) : null;
  const updated = await db.query(
    "UPDATE webhook_endpoints SET secret = $3, previous_secret = $4, previous_until = $5, updated_at = $6 WHERE account_id = $1 AND id = $2 AND secret = $7 RETURNING id",
    [
      accountId,
      id,
      sealFor(id, "current", secret),
      previous,
      previous ? new Date(now.getTime() + overlapMs).toISOString() : null,
      now.toISOString(),
      row.secret,
    ],
  );
  return updated.length === 1 ? secret : null;
}
