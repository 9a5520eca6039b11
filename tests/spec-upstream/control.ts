// Test controls: answer a path late, drop or cut (reset) its connection, or answer it with a status and
// body of the test's choosing (after committing, or without), count calls, snapshot state.
import type { OutboxMessage, State } from "./types";

export interface StateSnapshot {
  balances: Record<string, number | null>;
  clients: Record<string, { expiry: string; dealer: string }>;
  calls: Record<string, number>;
  /** Every message sendmessage queued, in order (what the clients' devices will show). */
  outbox: OutboxMessage[];
}

/** What a PHP backend answers when a step after the commit fails (a mail step reading a missing field): a 5xx's default body. */
export const PHP_NOTICE = { message: "Undefined index: notify_email" };

/** What a `fail` rule answers: JSON (`body`) or text (`text`, sent as an HTML page), after committing the call or not. */
export type Failure = { status: number; body?: unknown; text?: string; commit: boolean };

/** What the server does with a call a rule applies to. */
export type Action = { kind: "late"; ms: number } | { kind: "drop" } | { kind: "cut" } | ({ kind: "fail" } & Failure);

/** `account`: the rule applies only to calls made with that account's token (any account's when absent). */
type Rule = Action & { times: number; account?: string };

export class Controls {
  private rules = new Map<string, Rule[]>();
  readonly calls = new Map<string, number>();

  late(path: string, ms: number, times = 1, account?: string): void {
    this.add(path, { kind: "late", ms, times, account });
  }

  drop(path: string, times = 1, account?: string): void {
    this.add(path, { kind: "drop", times, account });
  }

  /** Commit, then reset the connection (a TCP RST) unanswered. */
  cut(path: string, times = 1, account?: string): void {
    this.add(path, { kind: "cut", times, account });
  }

  fail(path: string, failure: Failure, times = 1, account?: string): void {
    this.add(path, { kind: "fail", ...failure, times, account });
  }

  count(path: string): void {
    this.calls.set(path, (this.calls.get(path) ?? 0) + 1);
  }

  /**
   * The rule for this call of `path`, used up by one; null when none applies. `caller` names the
   * call's account (undefined for an unknown token), asked only when a rule for the path names one.
   */
  take(path: string, caller: () => string | undefined): Action | null {
    const list = this.rules.get(path);
    if (!list) return null;
    const account = list.some((r) => r.account !== undefined) ? caller() : undefined;
    const at = list.findIndex((r) => r.account === undefined || r.account === account);
    if (at < 0) return null;
    const rule = list[at];
    if (--rule.times <= 0) list.splice(at, 1);
    if (list.length === 0) this.rules.delete(path);
    return actionOf(rule);
  }

  clear(): void {
    this.rules.clear();
    this.calls.clear();
  }

  snapshot(s: State): StateSnapshot {
    return {
      balances: Object.fromEntries([...s.accounts.values()].map((a) => [a.name, a.credits])),
      clients: Object.fromEntries([...s.clients.values()].map((c) => [c.name, { expiry: c.expiry, dealer: c.dealer }])),
      calls: Object.fromEntries(this.calls),
      outbox: s.outbox.map((m) => ({ ...m })),
    };
  }

  private add(path: string, rule: Rule): void {
    if (rule.times < 1) return;
    this.rules.set(path, [...(this.rules.get(path) ?? []), rule]);
  }
}

function actionOf(rule: Rule): Action {
  switch (rule.kind) {
    case "late":
      return { kind: "late", ms: rule.ms };
    case "fail":
      return { kind: "fail", status: rule.status, body: rule.body, text: rule.text, commit: rule.commit };
    default:
      return { kind: rule.kind };
  }
}
