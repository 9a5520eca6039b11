import "server-only";
import { randomBytes } from "node:crypto";
import type { DeliveryProblem, DeliveryStatus, DeliveryView, EventType } from "../schemas";
import type { Db, EndpointRow } from "./endpoints-repo";

// The outbox (webhook_events): an event is written once per endpoint under a unique key before
// anything is sent, then claimed by one instance at a time with FOR UPDATE SKIP LOCKED and a
// lease, so any number of instances deliver it, and a claim whose instance stopped is taken over
// when its lease ends. Delivery is at least once: a receiver tells a repeat by its webhook-id.

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
const FIRST_RETRY_MS = 10_000;
const LONGEST_WAIT_MS = 8 * HOUR;

/** The wait before attempt `attempts + 1`: 10 s, 30 s, 90 s … tripled each time, at most 8 hours. */
export const backoffMs = (attempts: number) => Math.min(FIRST_RETRY_MS * 3 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);

export type EventRow = {
  id: string;
  endpoint_id: string;
  account_id: string;
  type: EventType;
  body: string;
  status: DeliveryStatus;
  attempts: number;
  window_from: Date | string;
};

/**
 * Writes the event for `endpoint` unless its key was written before; the body is fixed here
 * (the signature covers it). Returns the event's id, or null when it was already there.
 */
export async function enqueue(
  db: Db,
  endpoint: Pick<EndpointRow, "id" | "account_id">,
  type: EventType,
  key: string,
  data: unknown,
  now: Date,
): Promise<string | null> {
  const id = `msg_${randomBytes(16).toString("base64url")}`;
  const body = JSON.stringify({ type, timestamp: now.toISOString(), data });
  const rows = await db.query<{ id: string }>(
    `INSERT INTO webhook_events (id, endpoint_id, account_id, dedupe_key, type, body, status, next_at, created_at, window_from)
     VALUES ($1, $2, $3, $4, $5, $6, 'pending', $7, $7, $7) ON CONFLICT (dedupe_key) DO NOTHING RETURNING id`,
    [id, endpoint.id, endpoint.account_id, `${endpoint.id}:${key}`, type, body, now.toISOString()],
  );
  return rows[0]?.id ?? null;
}

/** Claims up to `limit` events due now (pending, or sending with a lapsed lease) of endpoints that may be sent to. */
export async function claimDue(db: Db, now: Date, leaseMs: number, limit: number): Promise<(EventRow & { endpoint: EndpointRow })[]> {
  const events = await db.query<EventRow>(
    `UPDATE webhook_events SET status = 'sending', attempts = attempts + 1, lease_until = $2
     WHERE id IN (
       SELECT e.id FROM webhook_events e JOIN webhook_endpoints p ON p.id = e.endpoint_id
       WHERE p.enabled AND p.paused_at IS NULL
         AND ((e.status = 'pending' AND e.next_at <= $1) OR (e.status = 'sending' AND e.lease_until < $1))
       ORDER BY e.next_at LIMIT $3 FOR UPDATE OF e SKIP LOCKED)
     RETURNING id, endpoint_id, account_id, type, body, status, attempts, window_from`,
    [now.toISOString(), new Date(now.getTime() + leaseMs).toISOString(), limit],
  );
  if (events.length === 0) return [];
  const endpoints = await db.query<EndpointRow>("SELECT * FROM webhook_endpoints WHERE id = ANY($1::text[])", [[...new Set(events.map((e) => e.endpoint_id))]]);
  const byId = new Map(endpoints.map((row) => [row.id, row]));
  return events.filter((e) => byId.has(e.endpoint_id)).map((e) => ({ ...e, attempts: Number(e.attempts), endpoint: byId.get(e.endpoint_id)! }));
}

export type Attempt = { status: number | null; ms: number; error: string };
export const succeeded = (a: Attempt) => a.status !== null && a.status >= 200 && a.status < 300 && a.error === "";

/**
 * Records the claimed attempt: delivered, due again after the backoff, or given up when the next
 * try would fall outside its day. Returns whether the endpoint was paused by this failure (it
 * kept failing for a day, or an event was given up). A claim another instance took over since
 * (lease lapsed) is left to that instance.
 */
export async function settle(
  db: Db,
  event: EventRow,
  attempt: Attempt,
  now: Date,
  endpointFailing = true,
): Promise<{ outcome: DeliveryStatus; paused: boolean }> {
  const last = [attempt.status, Math.round(attempt.ms), attempt.error.slice(0, 500)];
  const at = now.toISOString();
  if (succeeded(attempt)) {
    await db.query(
      "UPDATE webhook_events SET status = 'delivered', finished_at = $3, last_status = $4, last_ms = $5, last_error = $6 WHERE id = $1 AND attempts = $2 AND status = 'sending'",
      [event.id, event.attempts, at, ...last],
    );
    // Most deliveries succeed to an endpoint that was not failing: no second statement for those.
    if (endpointFailing) await db.query("UPDATE webhook_endpoints SET failing_since = NULL WHERE id = $1 AND failing_since IS NOT NULL", [event.endpoint_id]);
    return { outcome: "delivered", paused: false };
  }
  const next = now.getTime() + backoffMs(event.attempts);
  const givenUp = next > new Date(event.window_from).getTime() + DAY;
  const outcome = givenUp ? "failed" : "pending";
  await db.query(
    `UPDATE webhook_events SET status = $3, next_at = $4, finished_at = $5, last_status = $6, last_ms = $7, last_error = $8
     WHERE id = $1 AND attempts = $2 AND status = 'sending'`,
    [event.id, event.attempts, outcome, new Date(next).toISOString(), givenUp ? at : null, ...last],
  );
  const paused = await db.query(
    `UPDATE webhook_endpoints SET failing_since = COALESCE(failing_since, $2),
       paused_at = CASE WHEN paused_at IS NULL AND ($3 OR COALESCE(failing_since, $2) <= $4) THEN $2 ELSE paused_at END
     WHERE id = $1 RETURNING paused_at = $2 AS now_paused`,
    [event.endpoint_id, at, givenUp, new Date(now.getTime() - DAY).toISOString()],
  );
  return { outcome, paused: paused[0]?.now_paused === true };
}

/**
 * The log keeps a finished delivery this long. Its row is also what keeps a polled event from
 * being written again: longer than any window the poller looks in (60 days before an expiry).
 */
export const LOG_KEPT_MS = 90 * DAY;

/** Deletes deliveries finished more than LOG_KEPT_MS ago (the log's retention). */
export async function purgeFinished(db: Db, now: Date): Promise<void> {
  await db.query("DELETE FROM webhook_events WHERE status IN ('delivered', 'failed') AND finished_at < $1", [
    new Date(now.getTime() - LOG_KEPT_MS).toISOString(),
  ]);
}

/** "Send again": a delivered or given-up event of the account is due now, with a new day of retries. */
export async function resend(db: Db, accountId: string, id: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    `UPDATE webhook_events SET status = 'pending', next_at = $3, window_from = $3, finished_at = NULL
     WHERE account_id = $1 AND id = $2 AND status IN ('delivered', 'failed') RETURNING id`,
    [accountId, id, now.toISOString()],
  );
  return rows.length === 1;
}

/** The stored detail's kind (send.ts and the dispatcher word each kind alike). */
export function problemOf(error: string, status: number | null): DeliveryProblem | null {
  if (error === "") return null;
  if (error.startsWith("address refused")) return "address";
  if (error.startsWith("no complete answer within")) return "timeout";
  if (error.startsWith("the answer was larger than")) return "tooLarge";
  if (error.startsWith("answered HTTP") || status !== null) return "http";
  return "network";
}

type RawDelivery = {
  id: string;
  endpoint_id: string;
  url: string;
  type: EventType;
  status: DeliveryStatus;
  attempts: number;
  last_status: number | null;
  last_ms: number | null;
  last_error: string;
  created_at: Date | string;
  next_at: Date | string;
};

/** The account's delivery log, newest first. */
export async function deliveryPage(db: Db, accountId: string, page: number, size: number): Promise<{ rows: DeliveryView[]; total: number }> {
  const [count] = await db.query<{ n: number | string }>("SELECT count(*) AS n FROM webhook_events WHERE account_id = $1", [accountId]);
  const rows = await db.query<RawDelivery>(
    `SELECT e.id, e.endpoint_id, p.url, e.type, e.status, e.attempts, e.last_status, e.last_ms, e.last_error, e.created_at, e.next_at
     FROM webhook_events e JOIN webhook_endpoints p ON p.id = e.endpoint_id
     WHERE e.account_id = $1 ORDER BY e.created_at DESC, e.id DESC LIMIT $2 OFFSET $3`,
    [accountId, size, (page - 1) * size],
  );
  return {
    total: Number(count?.n ?? 0),
    rows: rows.map((r) => ({
      id: r.id,
      endpointId: r.endpoint_id,
      url: r.url,
      type: r.type,
      status: r.status,
      attempts: Number(r.attempts),
      httpStatus: r.last_status === null ? null : Number(r.last_status),
      durationMs: r.last_ms === null ? null : Number(r.last_ms),
      problem: problemOf(r.last_error, r.last_status === null ? null : Number(r.last_status)),
      error: r.last_error,
      createdAt: new Date(r.created_at).toISOString(),
      nextAt: r.status === "pending" ? new Date(r.next_at).toISOString() : null,
    })),
  };
}
