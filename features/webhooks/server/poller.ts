import "server-only";
import { log } from "@/lib/log";
import type { Role } from "@/lib/roles";
import { SignInRefused } from "@/features/reminders/server";
import { POLLED_EVENTS } from "../schemas";
import { eventsOf, type Db, type EndpointRow } from "./endpoints-repo";
import { DAY } from "./outbox";
import { polledEvents } from "./polled-events";
import { upstreamReads, type PollReads } from "./poll-reads";

// The events no write of the panel's announces (client.expiring, client.expired, credits.low,
// ticket.answered) are found by reading, as the account, what it can see. Each account with such
// an endpoint is polled every interval by one instance: its row in webhook_polls is claimed with
// one statement (a lease, as the reminders' runs are), so any number of instances poll it once;
// and each event's outbox key (client, expiry date; ticket, answer) makes a repeat a no-op.

export type Clock = { now(): Date };
export type PollerOptions = { store: Db; clock?: Clock; reads?: PollReads; intervalMs?: number; leaseMs?: number; onEvents?: () => void };
type PolledAccount = { accountId: string; role: Role; name: string; credential: string | null };

const MINUTE = 60_000;
const NO_PASSWORD = "No password is stored for the account: store it on the Reminders screen so the panel can read its clients, credits and tickets.";

async function accountsToPoll(db: Db): Promise<PolledAccount[]> {
  const rows = await db.query<{ account_id: string; role: Role; name: string; credential: string | null; events: string }>(
    `SELECT p.account_id, a.role, a.name, r.credential, p.events FROM webhook_endpoints p
     JOIN panel_accounts a ON a.id = p.account_id AND a.retired_at IS NULL
     LEFT JOIN reminder_accounts r ON r.account_id = p.account_id
     WHERE p.enabled AND p.paused_at IS NULL ORDER BY p.account_id`,
  );
  const wanted = rows.filter((row) => eventsOf(row).some((type) => POLLED_EVENTS.includes(type)));
  const byAccount = new Map(wanted.map((r) => [r.account_id, { accountId: r.account_id, role: r.role, name: r.name, credential: r.credential }]));
  return [...byAccount.values()];
}

/** One statement: a new row, or one due whose lease is over. True when this instance holds it. */
async function claimPoll(db: Db, accountId: string, now: Date, leaseMs: number): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO webhook_polls (account_id, lease_until, next_at) VALUES ($1, $2, $3)
     ON CONFLICT (account_id) DO UPDATE SET lease_until = EXCLUDED.lease_until
     WHERE webhook_polls.next_at <= $3 AND webhook_polls.lease_until < $3 RETURNING account_id`,
    [accountId, new Date(now.getTime() + leaseMs).toISOString(), now.toISOString()],
  );
  return rows.length === 1;
}

async function finishPoll(db: Db, accountId: string, now: Date, nextAt: Date, detail: string): Promise<void> {
  await db.query("UPDATE webhook_polls SET lease_until = $2, next_at = $3, detail = $4, finished_at = $2 WHERE account_id = $1", [
    accountId,
    now.toISOString(),
    nextAt.toISOString(),
    detail.slice(0, 500),
  ]);
}

export class WebhookPoller {
  private readonly clock: Clock;
  private readonly reads: PollReads;
  private stopping = false;
  private timer: NodeJS.Timeout | null = null;
  private current: Promise<number> | null = null;

  constructor(private readonly options: PollerOptions) {
    this.clock = options.clock ?? { now: () => new Date() };
    this.reads = options.reads ?? upstreamReads;
  }

  /** Polls every account that is due; returns how many events were written. */
  sweep(): Promise<number> {
    this.current ??= this.sweepOnce().finally(() => {
      this.current = null;
    });
    return this.current;
  }

  private async sweepOnce(): Promise<number> {
    const { store: db, intervalMs = 5 * MINUTE, leaseMs = 2 * MINUTE } = this.options;
    let written = 0;
    for (const account of await accountsToPoll(db)) {
      if (this.stopping) break;
      if (!(await claimPoll(db, account.accountId, this.clock.now(), leaseMs))) continue;
      const next = () => new Date(this.clock.now().getTime() + intervalMs);
      if (!account.credential) {
        await finishPoll(db, account.accountId, this.clock.now(), next(), NO_PASSWORD);
        continue;
      }
      try {
        const endpoints = (
          await db.query<EndpointRow>("SELECT * FROM webhook_endpoints WHERE account_id = $1 AND enabled AND paused_at IS NULL", [account.accountId])
        ).filter((row) => eventsOf(row).some((type) => POLLED_EVENTS.includes(type)));
        const caller = await this.reads.signIn(account);
        try {
          const count = await polledEvents(db, this.reads, caller, account, endpoints, this.clock.now());
          written += count;
          await finishPoll(db, account.accountId, this.clock.now(), next(), `${count} new events`);
        } finally {
          await this.reads.signOut(caller).catch(() => undefined);
        }
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        // A refused password waits for its owner a while longer; the upstream away is tried at the next interval.
        await finishPoll(
          db,
          account.accountId,
          this.clock.now(),
          error instanceof SignInRefused ? new Date(this.clock.now().getTime() + DAY / 24) : next(),
          detail,
        );
        log.warn({ actor: "webhooks", accountId: account.accountId, detail }, "webhooks: the account could not be polled");
      }
    }
    if (written > 0) this.options.onEvents?.();
    return written;
  }

  start(intervalMs = MINUTE): void {
    const tick = () => {
      if (this.stopping) return;
      this.sweep()
        .catch((error: unknown) => log.error({ err: error instanceof Error ? error.message : String(error) }, "webhooks: poll sweep failed"))
        .finally(() => {
          if (!this.stopping) this.timer = setTimeout(tick, intervalMs).unref();
        });
    };
    tick();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    await this.current?.catch(() => undefined);
  }
}

/** The account's last poll, for the screen. */
export async function lastPoll(db: Db, accountId: string): Promise<{ at: string | null; detail: string } | null> {
  const [row] = await db.query<{ finished_at: Date | string | null; detail: string }>("SELECT finished_at, detail FROM webhook_polls WHERE account_id = $1", [
    accountId,
  ]);
  return row ? { at: row.finished_at ? new Date(row.finished_at).toISOString() : null, detail: row.detail } : null;
}
