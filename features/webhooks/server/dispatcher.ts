import "server-only";
import { log } from "@/lib/log";
import { recordWebhookAttempt } from "@/lib/metrics";
import { checkedTarget, AddressRefused, type Resolve } from "./address-guard";
import { signingSecrets, type Db, type EndpointRow } from "./endpoints-repo";
import { checkSecretKey, KEY_MISMATCH, type KeyCheck } from "@/lib/store/key-check";
import { purgeHourly } from "@/lib/store/purge";
import { claimDue, purgeFinished, settle, type Attempt, type EventRow } from "./outbox";
import { DEFAULT_LIMITS, post, type SendLimits } from "./send";
import { signedHeaders } from "./signing";

// Sends what the outbox holds. Every instance may run one: each claims a batch of due events
// (lib outbox.ts: FOR UPDATE SKIP LOCKED and a lease), sends them a few at a time, and records
// each attempt. While there is work it goes on at once; idle, it looks again every interval, or
// sooner when this instance wrote an event (kick). A paused endpoint's events wait.

export type Clock = { now(): Date };

export type DispatcherOptions = {
  store: Db;
  clock?: Clock;
  /** WEBHOOKS_ALLOW_PRIVATE: http:// and private addresses allowed (tests, a private lab). */
  allowPrivate: () => boolean;
  limits?: SendLimits;
  resolve?: Resolve;
  leaseMs?: number;
  batch?: number;
  concurrency?: number;
  /** Whether this instance's key opens the store's secrets (default: lib/store/key-check.ts on `store`). */
  keyCheck?: () => Promise<KeyCheck>;
  /** Told when an endpoint was paused because its deliveries kept failing. */
  onPaused?: (endpoint: EndpointRow) => Promise<void>;
};

export type PassReport = { claimed: number; delivered: number; failed: number; paused: number };

export class WebhookDispatcher {
  private readonly clock: Clock;
  private stopping = false;
  private timer: NodeJS.Timeout | null = null;
  private current: Promise<PassReport> | null = null;
  private wake: (() => void) | null = null;
  private keyChecked: { at: number; result: KeyCheck } | null = null;

  constructor(private readonly options: DispatcherOptions) {
    this.clock = options.clock ?? { now: () => new Date() };
  }

  /** One batch: claim what is due and send it; a call while one runs waits for that one. */
  pass(): Promise<PassReport> {
    this.current ??= this.passOnce().finally(() => {
      this.current = null;
    });
    return this.current;
  }

  /** Passes until nothing is due (tests, the bench). */
  async drain(): Promise<PassReport> {
    const total: PassReport = { claimed: 0, delivered: 0, failed: 0, paused: 0 };
    for (;;) {
      const report = await this.pass();
      if (report.claimed === 0) return total;
      for (const key of Object.keys(total) as (keyof PassReport)[]) total[key] += report[key];
    }
  }

  /**
   * An instance whose PANEL_SECRET_KEY is not the store's cannot open the signing secrets: it claims
   * nothing, so its failures never count against an endpoint. Asked again each minute.
   */
  private async keyMatches(): Promise<boolean> {
    const now = this.clock.now().getTime();
    if (!this.keyChecked || now - this.keyChecked.at >= 60_000) {
      const result = await (this.options.keyCheck ? this.options.keyCheck() : checkSecretKey(this.options.store, this.clock.now()));
      if (result === "mismatch") log.error(`webhooks: this instance delivers nothing: ${KEY_MISMATCH}`);
      this.keyChecked = { at: now, result };
    }
    return this.keyChecked.result === "match";
  }

  private async passOnce(): Promise<PassReport> {
    const { store, batch = 32, concurrency = 8, leaseMs = 60_000 } = this.options;
    if (!(await this.keyMatches())) return { claimed: 0, delivered: 0, failed: 0, paused: 0 };
    purgeHourly("webhook_events", () => purgeFinished(store, this.clock.now()));
    const events = await claimDue(store, this.clock.now(), leaseMs, batch);
    const report: PassReport = { claimed: events.length, delivered: 0, failed: 0, paused: 0 };
    let next = 0;
    const worker = async () => {
      while (next < events.length) {
        const event = events[next++]!;
        const attempt = await this.attempt(event, event.endpoint);
        const settled = await settle(store, event, attempt, this.clock.now(), event.endpoint.failing_since !== null);
        if (settled.outcome === "delivered") report.delivered++;
        else report.failed++;
        recordWebhookAttempt(settled.outcome === "delivered" ? "delivered" : "failed");
        if (settled.paused) {
          report.paused++;
          recordWebhookAttempt("paused");
          log.warn({ endpoint: event.endpoint_id, accountId: event.account_id }, "webhooks: endpoint paused after a day of failed deliveries");
          await this.options.onPaused?.(event.endpoint).catch((error: unknown) => log.warn({ err: String(error) }, "webhooks: the pause notice was not sent"));
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, events.length) }, worker));
    return report;
  }

  private async attempt(event: EventRow, endpoint: EndpointRow): Promise<Attempt> {
    const started = performance.now();
    try {
      const target = await checkedTarget(endpoint.url, this.options.allowPrivate(), this.options.resolve);
      const headers = signedHeaders(event.id, this.clock.now(), event.body, signingSecrets(endpoint, this.clock.now()));
      return await post(target, headers, event.body, this.options.limits ?? DEFAULT_LIMITS);
    } catch (error) {
      const ms = performance.now() - started;
      if (error instanceof AddressRefused) return { status: null, ms, error: `address refused: ${error.message}` };
      return { status: null, ms, error: error instanceof Error ? error.message : String(error) };
    }
  }

  /** Looks for due events now rather than at the next interval. */
  kick(): void {
    this.wake?.();
  }

  start(intervalMs = 2_000): void {
    const loop = async () => {
      while (!this.stopping) {
        const report = await this.pass().catch((error: unknown) => {
          log.error({ err: error instanceof Error ? error.message : String(error) }, "webhooks: a delivery pass failed");
          return null;
        });
        if (report && report.claimed > 0) continue;
        await new Promise<void>((resolve) => {
          this.wake = resolve;
          this.timer = setTimeout(resolve, intervalMs);
          this.timer.unref();
        });
        this.wake = null;
      }
    };
    void loop();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.wake?.();
    await this.current?.catch(() => undefined);
  }
}
