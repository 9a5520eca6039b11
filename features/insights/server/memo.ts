import "server-only";
import { onWriteSettled } from "@/lib/write-events";

// The figures of one account, kept per snapshot of the lists they were computed from: every card,
// the statements and the sub-account table read one computation instead of each reading the lists
// again. A snapshot is a session's, as the spec adapter's whole lists are (a new sign-in reads
// afresh), and lives as long as they do (a minute); a write announced for the account
// (lib/write-events.ts) drops its entries, so one's own change shows at once. A snapshot keeps its
// ledger for the statements: at most MAX_ROWS ledger rows are kept over all of them, the oldest
// dropped first (two years of a busy account are some hundreds of thousands of rows).

export const SNAPSHOT_TTL_MS = 60_000;
const MAX_ENTRIES = 32;
const MAX_ROWS = 400_000;

/** `size`: the rows the value keeps (0 until it is computed). */
type Entry = { at: number; value: Promise<unknown>; size: number };
const holder = globalThis as { panelInsightsMemo?: Map<string, Entry>; panelInsightsForget?: () => void };
const entries = () => (holder.panelInsightsMemo ??= new Map());

holder.panelInsightsForget ??= onWriteSettled((write) => forgetAccount(write.origin.accountId));

/**
 * Keyed by the account's panel id and `key` (the session and what is computed); `compute` runs at
 * most once per TTL for it. `rowsOf` says how many rows the value keeps.
 */
export function remembered<T>(accountId: string, key: string, compute: () => Promise<T>, rowsOf: (value: T) => number = () => 0): Promise<T> {
  const id = `${accountId}|${key}`;
  const cache = entries();
  const now = Date.now();
  const hit = cache.get(id);
  if (hit && now - hit.at < SNAPSHOT_TTL_MS) return hit.value as Promise<T>;
  const value = compute();
  const entry: Entry = { at: now, value, size: 0 };
  cache.delete(id);
  cache.set(id, entry);
  value.then(
    (computed) => {
      entry.size = rowsOf(computed);
      dropOldestBeyond(cache);
    },
    // A failed computation is not kept.
    () => cache.get(id) === entry && cache.delete(id),
  );
  while (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return value;
}

/** Drops the oldest entries until the kept rows are at most MAX_ROWS (the newest stays, whatever its size). */
function dropOldestBeyond(cache: Map<string, Entry>): void {
  let total = 0;
  for (const entry of cache.values()) total += entry.size;
  for (const [id, entry] of cache) {
    if (total <= MAX_ROWS || cache.size <= 1) break;
    cache.delete(id);
    total -= entry.size;
  }
}

export function forgetAccount(accountId: string): void {
  const prefix = `${accountId}|`;
  for (const id of entries().keys()) if (id.startsWith(prefix)) entries().delete(id);
}
