import "server-only";
import { log } from "@/lib/log";
import type { PanelStore } from "@/lib/store";
import { checkSecretKey, KEY_MISMATCH, opens, type KeyCheck } from "@/lib/store/key-check";
import { ownRulesKey } from "@/features/reminders/model/due";
import type { Mailer } from "./mailer";
import { activeAccounts, claimRun, credentialBinding, extendRun, releaseRun, retriesOwed, settleAbandoned, settleRun, type AccountRow } from "./repo";
import { runAccount, type RunContext } from "./run-account";
import { runDetail } from "@/features/reminders/model/run-summary";
import { localParts } from "@/features/reminders/model/time";
import { everyClient, signInAs, signOut, SignInRefused } from "./upstream";

// The reminders' scheduler. Every instance of the panel may run one; they share
// nothing but the panel's store, where each account's daily run and each delivery is claimed
// with one statement before anything is sent, so of any number of instances exactly one sends
// it. A sweep (every minute) runs each account whose local hour has come and whose run for its
// local date is not done yet: after downtime the day's run happens at the next sweep.
// A claimed run is leased for LEASE_MS and the lease renewed while the run sends: after a crash,
// another instance (or this one restarted) takes the run over within that time.
// An instance whose PANEL_SECRET_KEY is not the store's (lib/store/key-check.ts) claims nothing,
// and a run whose stored password it cannot open is given back for an instance that can, never
// settled as failed: a key mismatch is the instance's fault, not the account's.

export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };

export type SchedulerOptions = {
  store: Pick<PanelStore, "query">;
  clock?: Clock;
  /** The digest's mailer; null: no SMTP server, no digest queued. */
  mailer: () => Mailer | null;
  baseUrl: () => string;
  /** How long a run is held before another instance may take it over (the holder stopped). */
  leaseMs?: number;
  /** Whether this instance's key opens the store's secrets (default: lib/store/key-check.ts on `store`). */
  keyCheck?: () => Promise<KeyCheck>;
  /** A claim still "sending" this long after it was made belongs to an instance that stopped. */
  staleMs?: number;
  retry?: { maxAttempts: number; afterMs: number };
};

export type SweepReport = { runs: number; sent: number; failed: number; unknown: number; abandoned: number };

const MINUTE = 60_000;
/** Two minutes: renewed every minute while the run sends, so only a stopped holder loses it. */
export const LEASE_MS = 2 * MINUTE;

export class ReminderScheduler {
  private readonly clock: Clock;
  private stopping = false;
  private current: Promise<SweepReport> | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly options: SchedulerOptions) {
    this.clock = options.clock ?? systemClock;
  }

  private get leaseMs() {
    return this.options.leaseMs ?? LEASE_MS;
  }
  private get retry() {
    return this.options.retry ?? { maxAttempts: 3, afterMs: 5 * MINUTE };
  }

  /** One sweep over every account; a second call while one runs waits for that one. */
  sweep(): Promise<SweepReport> {
    this.current ??= this.sweepOnce().finally(() => {
      this.current = null;
    });
    return this.current;
  }

  private keyCheck(): Promise<KeyCheck> {
    return this.options.keyCheck ? this.options.keyCheck() : checkSecretKey(this.options.store, this.clock.now());
  }

  private async sweepOnce(): Promise<SweepReport> {
    const db = this.options.store;
    const report: SweepReport = { runs: 0, sent: 0, failed: 0, unknown: 0, abandoned: 0 };
    if ((await this.keyCheck()) === "mismatch") {
      log.error(`reminders: this instance claims no run: ${KEY_MISMATCH}`);
      return report;
    }
    report.abandoned = await settleAbandoned(db, this.clock.now(), this.options.staleMs ?? this.leaseMs);
    const accounts = await activeAccounts(db);
    const ownRules = new Set(
      accounts.filter((a) => a.enabled && (a.role === "dealer" || a.role === "reseller")).map((a) => ownRulesKey(a.role as "dealer" | "reseller", a.name)),
    );
    const mailer = this.options.mailer();
    for (const account of accounts) {
      if (this.stopping) break;
      const { date, hour } = localParts(this.clock.now(), account.timeZone);
      if (hour < account.hour) continue;
      // Nothing to do for an account with only a digest and no mail server.
      if (!account.enabled && !mailer) continue;
      const attempt = await claimRun(db, account, date, this.clock.now(), this.leaseMs);
      if (attempt === null) continue;
      report.runs++;
      let extended = this.clock.now().getTime();
      const heartbeat = async () => {
        const now = this.clock.now();
        if (now.getTime() - extended < this.leaseMs / 2) return;
        extended = now.getTime();
        await extendRun(db, account, date, now, this.leaseMs);
      };
      const ctx: RunContext = {
        db,
        now: () => this.clock.now(),
        stopping: () => this.stopping,
        mailer,
        baseUrl: this.options.baseUrl(),
        retry: this.retry,
        heartbeat,
      };
      await this.runOne(ctx, account, date, attempt, ownRules, report);
    }
    return report;
  }

  private async runOne(ctx: RunContext, account: AccountRow, date: string, attempt: number, ownRules: Set<string>, report: SweepReport) {
    const db = this.options.store;
    const later = () => new Date(this.clock.now().getTime() + this.retry.afterMs);
    // A password this instance cannot open while its key is not the store's: another instance's run.
    if (account.credential && !opens(account.credential, credentialBinding(account.accountId)) && (await this.keyCheck()) === "mismatch") {
      await releaseRun(db, account, date, runDetail({ sent: 0, failed: 0, unknown: 0, elsewhere: true }), this.clock.now());
      log.error({ actor: "reminders", onBehalfOf: account.name, role: account.role }, `reminders: run given back to the other instances: ${KEY_MISMATCH}`);
      return;
    }
    try {
      const caller = await signInAs(account);
      try {
        const tally = await runAccount(ctx, account, caller, await everyClient(caller), ownRules, date);
        report.sent += tally.sent;
        report.failed += tally.failed;
        report.unknown += tally.unknown;
        const summary = { sent: tally.sent, failed: tally.failed, unknown: tally.unknown };
        if (tally.stopped) {
          // Stopping (SIGTERM): another instance, or this one after its restart, finishes the run.
          await settleRun(db, account, date, { status: "retry", detail: runDetail({ ...summary, stopped: true }), nextAt: this.clock.now() }, this.clock.now());
          return;
        }
        const owed = await retriesOwed(db, account, this.retry.maxAttempts);
        if (owed > 0 && attempt < this.retry.maxAttempts) {
          await settleRun(db, account, date, { status: "retry", detail: runDetail({ ...summary, owed }), nextAt: later() }, this.clock.now());
        } else {
          await settleRun(db, account, date, { status: "done", detail: runDetail(summary) }, this.clock.now());
        }
      } finally {
        await signOut(caller);
      }
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      // A refused password needs the account owner; anything else (the upstream down) is tried again.
      const final = error instanceof SignInRefused || attempt >= this.retry.maxAttempts;
      await settleRun(db, account, date, final ? { status: "failed", detail } : { status: "retry", detail, nextAt: later() }, this.clock.now());
      log.warn({ actor: "reminders", onBehalfOf: account.name, role: account.role, detail }, "reminders: the run did not complete");
    }
  }

  /** Sweeps every `intervalMs` until stop(). */
  start(intervalMs = MINUTE): void {
    const tick = () => {
      if (this.stopping) return;
      this.sweep()
        .catch((error: unknown) => log.error({ err: error }, "reminders: sweep failed"))
        .finally(() => {
          if (!this.stopping) this.timer = setTimeout(tick, intervalMs).unref();
        });
    };
    tick();
  }

  /** Claims nothing more; the send in flight, if any, finishes and is settled. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    await this.current?.catch(() => undefined);
  }
}
