// Test controls: answer a path late or drop its socket (after committing), count calls, snapshot state.
import type { OutboxMessage, State } from "./types";

export interface StateSnapshot {
  balances: Record<string, number | null>;
  clients: Record<string, { expiry: string; dealer: string }>;
  calls: Record<string, number>;
  /** Every message sendmessage queued, in order (what the clients' devices will show). */
  outbox: OutboxMessage[];
}

/** `account`: the rule applies only to calls made with that account's token (any account's when absent). */
type Rule = ({ kind: "late"; ms: number; times: number } | { kind: "drop"; times: number }) & { account?: string };

export class Controls {
  private rules = new Map<string, Rule[]>();
  readonly calls = new Map<string, number>();

  late(path: string, ms: number, times = 1, account?: string): void {
    this.add(path, { kind: "late", ms, times, account });
  }

  drop(path: string, times = 1, account?: string): void {
    this.add(path, { kind: "drop", times, account });
  }

  count(path: string): void {
    this.calls.set(path, (this.calls.get(path) ?? 0) + 1);
  }

  /**
   * The rule for this call of `path`, used up by one; null when none applies. `caller` names the
   * call's account (undefined for an unknown token), asked only when a rule for the path names one.
   */
  take(path: string, caller: () => string | undefined): { kind: "late"; ms: number } | { kind: "drop" } | null {
    const list = this.rules.get(path);
    if (!list) return null;
    const account = list.some((r) => r.account !== undefined) ? caller() : undefined;
    const at = list.findIndex((r) => r.account === undefined || r.account === account);
    if (at < 0) return null;
    const rule = list[at];
    if (--rule.times <= 0) list.splice(at, 1);
    if (list.length === 0) this.rules.delete(path);
    return rule.kind === "late" ? { kind: "late", ms: rule.ms } : { kind: "drop" };
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
