import "server-only";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/i18n/locales";
import type { PanelStore } from "@/lib/store";
import type { Role } from "@/lib/roles";
import type { SecretBinding } from "@/lib/store/secrets";
import { DEFAULT_TEMPLATES, withDefaults } from "@/features/reminders/model/template";
import { serverTimeZone } from "@/features/reminders/model/time";
import type { ReminderSettings, Scope } from "@/features/reminders/model/schemas";
import type { Channel, DeliveryRow, Outcome } from "@/lib/schemas/reminder-deliveries";

// The reminders' rows in the panel's own store (lib/store/migrations/300-reminders.sql). Every
// time written here is the scheduler's clock, passed in, so a test's fake clock rules them all.
// Rows are keyed by the account's panel identity (`accountId`, lib/identity), never by its name:
// a later account of the same name sees none of them; role and name are kept for the sign-in.

type Db = Pick<PanelStore, "query">;
export type AccountKey = { accountId: string; role: Role; name: string };

/** The account's stored password opens only in its own row, as its upstream password. */
export const credentialBinding = (accountId: string): SecretBinding => ({ table: "reminder_accounts", row: accountId, purpose: "upstream-password" });
/** `locale`: the language the account saved its rules in, which its digest e-mail is written in. */
export type AccountRow = AccountKey & ReminderSettings & { credential: string | null; locale: Locale };

type RawAccount = {
  account_id: string;
  role: Role;
  name: string;
  enabled: boolean;
  days: string;
  template: string;
  templates: string;
  message_locale: string;
  scope: Scope;
  include_trials: boolean;
  digest_email: string;
  hour: number;
  time_zone: string;
  low_credit: number | null;
  credential: string | null;
  locale: string;
};

function parseTemplates(raw: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const toAccount = (r: RawAccount): AccountRow => ({
  accountId: r.account_id,
  role: r.role,
  name: r.name,
  enabled: r.enabled,
  days: r.days ? r.days.split(",").map(Number) : [],
  templates: withDefaults(parseTemplates(r.templates)),
  messageLocale: isLocale(r.message_locale) ? r.message_locale : "",
  scope: r.scope,
  includeTrials: r.include_trials,
  digestEmail: r.digest_email,
  hour: Number(r.hour),
  timeZone: r.time_zone,
  lowCredit: r.low_credit === null ? null : Number(r.low_credit),
  credential: r.credential,
  locale: isLocale(r.locale) ? r.locale : DEFAULT_LOCALE,
});

/** What an account that never saved its rules sees: off, 7 and 1 days, 08:00 in the server's zone. */
export function defaultSettings(): ReminderSettings {
  return {
    enabled: false,
    days: [7, 1],
    templates: { ...DEFAULT_TEMPLATES },
    messageLocale: "",
    scope: "own",
    includeTrials: false,
    digestEmail: "",
    hour: 8,
    timeZone: serverTimeZone(),
    lowCredit: null,
  };
}

export async function readAccount(db: Db, key: AccountKey): Promise<AccountRow | null> {
  const [row] = await db.query<RawAccount>("SELECT * FROM reminder_accounts WHERE account_id = $1", [key.accountId]);
  return row ? toAccount(row) : null;
}

/** The accounts the scheduler looks at: device reminders on, or a digest address set. */
export async function activeAccounts(db: Db): Promise<AccountRow[]> {
  const rows = await db.query<RawAccount>("SELECT * FROM reminder_accounts WHERE enabled OR digest_email <> '' ORDER BY role, name");
  return rows.map(toAccount);
}

/** A run of the account that failed (no password, a refused one) may go again once the owner has changed something. */
async function reopenFailedRuns(db: Db, key: AccountKey, now: Date): Promise<void> {
  await db.query("UPDATE reminder_runs SET status = 'retry', next_at = $2 WHERE account_id = $1 AND status = 'failed'", [key.accountId, now.toISOString()]);
}

/** Saves the rules and the language they were saved in (the digest's language). */
export async function saveSettings(db: Db, key: AccountKey, s: ReminderSettings, now: Date, locale: Locale = DEFAULT_LOCALE): Promise<void> {
  await reopenFailedRuns(db, key, now);
  await db.query(
    `INSERT INTO reminder_accounts (role, name, enabled, days, template, scope, include_trials, digest_email, hour, time_zone, low_credit, updated_at, locale, account_id, templates, message_locale)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
     ON CONFLICT (account_id) DO UPDATE SET enabled = $3, days = $4, template = $5, scope = $6, include_trials = $7,
       digest_email = $8, hour = $9, time_zone = $10, low_credit = $11, updated_at = $12, locale = $13, templates = $15, message_locale = $16`,
    [
      key.role,
      key.name,
      s.enabled,
      s.days.join(","),
      // The older single-template column keeps the clients' template, for a panel rolled back.
      s.templates[s.messageLocale || locale],
      s.scope,
      s.includeTrials,
      s.digestEmail,
      s.hour,
      s.timeZone,
      s.lowCredit,
      now.toISOString(),
      locale,
      key.accountId,
      JSON.stringify(s.templates),
      s.messageLocale,
    ],
  );
}

/** Stores (sealed) or forgets the account's password; a first save keeps the default rules, off. */
export async function saveCredential(db: Db, key: AccountKey, sealed: string | null, now: Date): Promise<void> {
  const d = defaultSettings();
  await reopenFailedRuns(db, key, now);
  await db.query(
    `INSERT INTO reminder_accounts (role, name, enabled, days, template, scope, include_trials, digest_email, hour, time_zone, low_credit, credential, updated_at, account_id)
     VALUES ($1, $2, false, $3, $4, $5, $6, '', $7, $8, NULL, $9, $10, $11)
     ON CONFLICT (account_id) DO UPDATE SET credential = $9, updated_at = $10`,
    [key.role, key.name, d.days.join(","), d.templates.en, d.scope, d.includeTrials, d.hour, d.timeZone, sealed, now.toISOString(), key.accountId],
  );
}

// ── Runs: one per account and local date ──────────────────────────────────────────────────────

/**
 * Claims the account's run for its local date: a new one, one whose holder stopped (lease over)
 * or one waiting to retry. One statement, so of any number of instances exactly one gets it.
 * Returns the attempt number, or null when another instance holds it or it is finished.
 */
export async function claimRun(db: Db, key: AccountKey, localDate: string, now: Date, leaseMs: number): Promise<number | null> {
  const [row] = await db.query<{ attempts: number }>(
    `INSERT INTO reminder_runs (role, name, local_date, status, lease_until, started_at, account_id) VALUES ($1, $2, $3, 'running', $4, $5, $6)
     ON CONFLICT (account_id, local_date) DO UPDATE SET status = 'running', lease_until = EXCLUDED.lease_until, attempts = reminder_runs.attempts + 1
     WHERE (reminder_runs.status = 'running' AND reminder_runs.lease_until < $5) OR (reminder_runs.status = 'retry' AND reminder_runs.next_at <= $5)
     RETURNING attempts`,
    [key.role, key.name, localDate, new Date(now.getTime() + leaseMs).toISOString(), now.toISOString(), key.accountId],
  );
  return row ? Number(row.attempts) : null;
}

/** The holder of a long run keeps it: without this another instance would take it over after the lease (sending nothing twice, but reading everything twice). */
export async function extendRun(db: Db, key: AccountKey, localDate: string, now: Date, leaseMs: number): Promise<void> {
  await db.query("UPDATE reminder_runs SET lease_until = $3 WHERE account_id = $1 AND local_date = $2 AND status = 'running'", [
    key.accountId,
    localDate,
    new Date(now.getTime() + leaseMs).toISOString(),
  ]);
}

/**
 * Gives a claimed run back untouched, for another instance: as if this one had never claimed it
 * (the attempt is not counted), due again at once.
 */
export async function releaseRun(db: Db, key: AccountKey, localDate: string, detail: string, now: Date): Promise<void> {
  await db.query(
    `UPDATE reminder_runs SET status = 'retry', next_at = $4, lease_until = $4, attempts = GREATEST(attempts - 1, 0), detail = $5
     WHERE role = $1 AND name = $2 AND local_date = $3 AND status = 'running'`,
    [key.role, key.name, localDate, now.toISOString(), detail],
  );
}

export async function settleRun(
  db: Db,
  key: AccountKey,
  localDate: string,
  outcome: { status: "done" | "retry" | "failed"; detail: string; nextAt?: Date },
  now: Date,
): Promise<void> {
  await db.query("UPDATE reminder_runs SET status = $3, detail = $4, next_at = $5, finished_at = $6 WHERE account_id = $1 AND local_date = $2", [
    key.accountId,
    localDate,
    outcome.status,
    outcome.detail,
    outcome.nextAt?.toISOString() ?? null,
    now.toISOString(),
  ]);
}

export type RunRow = { localDate: string; status: string; detail: string; attempts: number; finishedAt: string | null };

export async function lastRun(db: Db, key: AccountKey): Promise<RunRow | null> {
  const [row] = await db.query<{ local_date: string; status: string; detail: string; attempts: number; finished_at: Date | string | null }>(
    "SELECT local_date, status, detail, attempts, finished_at FROM reminder_runs WHERE account_id = $1 ORDER BY local_date DESC LIMIT 1",
    [key.accountId],
  );
  return row
    ? {
        localDate: row.local_date,
        status: row.status,
        detail: row.detail,
        attempts: Number(row.attempts),
        finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
      }
    : null;
}

// ── Deliveries: the claim and the log ─────────────────────────────────────────────────────────

export type DeliveryClaim = AccountKey & {
  dedupeKey: string;
  channel: Channel;
  recipient: string;
  ruleDays: number | null;
  expiry: string | null;
  message: string;
};

/**
 * Writes the delivery's row before anything is sent: a new key, or a failed one due for its next
 * try. Returns the row's id and attempt, or null when it is someone else's or already settled.
 * The stored key starts with the account's identity, so a new account of a reused name is never
 * taken for the old one that was sent the same reminder.
 */
export async function claimDelivery(
  db: Db,
  c: DeliveryClaim,
  now: Date,
  retry: { maxAttempts: number; afterMs: number },
): Promise<{ id: number; attempts: number } | null> {
  const [row] = await db.query<{ id: number | string; attempts: number }>(
    `INSERT INTO reminder_deliveries (dedupe_key, role, name, channel, recipient, rule_days, expiry, message, outcome, created_at, claimed_at, account_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'sending', $9, $9, $12)
     ON CONFLICT (dedupe_key) DO UPDATE SET outcome = 'sending', attempts = reminder_deliveries.attempts + 1, claimed_at = $9, message = $8, detail = ''
     WHERE reminder_deliveries.outcome = 'failed' AND reminder_deliveries.attempts < $10 AND reminder_deliveries.finished_at <= $11
     RETURNING id, attempts`,
    [
      `${c.accountId}:${c.dedupeKey}`,
      c.role,
      c.name,
      c.channel,
      c.recipient,
      c.ruleDays,
      c.expiry,
      c.message,
      now.toISOString(),
      retry.maxAttempts,
      new Date(now.getTime() - retry.afterMs).toISOString(),
      c.accountId,
    ],
  );
  return row ? { id: Number(row.id), attempts: Number(row.attempts) } : null;
}

export async function settleDelivery(db: Db, id: number, outcome: Exclude<Outcome, "sending">, detail: string, now: Date): Promise<void> {
  await db.query("UPDATE reminder_deliveries SET outcome = $2, detail = $3, finished_at = $4 WHERE id = $1 AND outcome = 'sending'", [
    id,
    outcome,
    detail,
    now.toISOString(),
  ]);
}

export const ABANDONED_DETAIL = "The panel stopped while sending; whether it arrived is not known, so it is not sent again.";

/** Claims left 'sending' by an instance that stopped: their outcome is unknown, and they are never resent. */
export async function settleAbandoned(db: Db, now: Date, staleMs: number): Promise<number> {
  const rows = await db.query(
    "UPDATE reminder_deliveries SET outcome = 'unknown', detail = $2, finished_at = $1 WHERE outcome = 'sending' AND claimed_at < $3 RETURNING id",
    [now.toISOString(), ABANDONED_DETAIL, new Date(now.getTime() - staleMs).toISOString()],
  );
  return rows.length;
}

/** Failed deliveries of the account still owed a try. */
export async function retriesOwed(db: Db, key: AccountKey, maxAttempts: number): Promise<number> {
  const [row] = await db.query<{ n: number | string }>(
    "SELECT count(*) AS n FROM reminder_deliveries WHERE account_id = $1 AND outcome = 'failed' AND attempts < $2",
    [key.accountId, maxAttempts],
  );
  return Number(row?.n ?? 0);
}

type RawDelivery = {
  id: number | string;
  created_at: Date | string;
  channel: Channel;
  recipient: string;
  rule_days: number | null;
  expiry: string | null;
  outcome: Outcome;
  detail: string;
  attempts: number;
};

const toDelivery = (r: RawDelivery): DeliveryRow => ({
  id: Number(r.id),
  at: new Date(r.created_at).toISOString(),
  channel: r.channel,
  recipient: r.recipient,
  ruleDays: r.rule_days === null ? null : Number(r.rule_days),
  expiry: r.expiry,
  outcome: r.outcome,
  detail: r.detail,
  attempts: Number(r.attempts),
});

/** The account's delivery log, newest first. */
export async function deliveryPage(db: Db, key: AccountKey, page: number, size: number): Promise<{ rows: DeliveryRow[]; total: number }> {
  const [count] = await db.query<{ n: number | string }>("SELECT count(*) AS n FROM reminder_deliveries WHERE account_id = $1", [key.accountId]);
  const rows = await db.query<RawDelivery>("SELECT * FROM reminder_deliveries WHERE account_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3", [
    key.accountId,
    size,
    (page - 1) * size,
  ]);
  return { rows: rows.map(toDelivery), total: Number(count?.n ?? 0) };
}
