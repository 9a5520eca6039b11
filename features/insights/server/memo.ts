import "server-only";
import { onWriteSettled } from "@/lib/write-events";

// The figures of one account, kept per snapshot of the lists they were computed from: every card,
// the statements and the sub-account table read one computation instead of each reading the lists
// again. A snapshot is a session's, as the spec adapter's whole lists are (a new sign-in reads
// afresh), and lives as long as they do (a minute); a write announced for the account
// (lib/write-events.ts) drops its entries, so one's own change shows at once.

export const SNAPSHOT_TTL_MS = 60_000;
const MAX_ENTRIES = 32;

type Entry = { at: number; value: Promise<unknown> };
const holder = globalThis as { panelInsightsMemo?: Map<string, Entry>; panelInsightsForget?: () => void };
const entries = () => (holder.panelInsightsMemo ??= new Map());

holder.panelInsightsForget ??= onWriteSettled((write) => forgetAccount(write.origin.accountId));

/** Keyed by the account's panel id and `key` (the session and what is computed); `compute` runs at most once per TTL for it. */
export function remembered<T>(accountId: string, key: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
  const id = `${accountId}|${key}`;
  const cache = entries();
  const hit = cache.get(id);
  if (hit && now - hit.at < SNAPSHOT_TTL_MS) return hit.value as Promise<T>;
  const value = compute();
  cache.delete(id);
  cache.set(id, { at: now, value });
  // A failed computation is not kept.
  value.catch(() => cache.get(id)?.value === value && cache.delete(id));
  while (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return value;
}

export function forgetAccount(accountId: string): void {
  const prefix = `${accountId}|`;
  for (const id of entries().keys()) if (id.startsWith(prefix)) entries().delete(id);
}
