import "server-only";
import { createHash } from "node:crypto";
import type { Operation } from "@/lib/operations";
import type { Caller } from "@/lib/upstream/caller";

// A short per-session memory of the whole lists a spec backend answers (it cannot page, search or
// count them itself): paging through a list reads it once, not once per page. An entry lives
// WHOLE_LIST_TTL_MS; any write by the same session (./index.ts, afterWrite) drops that session's
// entries, so one's own change shows at once; another account's change shows within the TTL.
// At most MAX_ENTRIES lists and MAX_ROWS rows over all of them are kept, the oldest dropped
// first: a whole list of 50,000 clients is some tens of megabytes once parsed, so a bound on the
// number of lists alone would let 64 such lists hold gigabytes.

/** A minute: the next pages, searches and sorts of a list within a minute are cut from the one read. */
export const WHOLE_LIST_TTL_MS = 60_000;
const MAX_ENTRIES = 64;
export const MAX_ROWS = 200_000;

/** `size`: the list's rows once read (0 while reading). */
type Entry = { at: number; rows: Promise<unknown[]>; size: number };
const store = globalThis as { panelWholeLists?: Map<string, Entry> };
const entries = () => (store.panelWholeLists ??= new Map());

const sessionKey = (caller: Caller) => createHash("sha256").update(caller.token).digest("base64url").slice(0, 22);
const entryId = (caller: Caller, key: ListKey) => `${sessionKey(caller)}|${caller.role}|${key}`;

/** A whole list's name: its operation, and its segments if any. */
type ListKey = Operation | `${Operation}/${string}`;

/** The caller's whole list for an operation (and its segments), read through `load` at most once per TTL. */
export function wholeList<Row>(caller: Caller, key: ListKey, load: () => Promise<Row[]>): Promise<Row[]> {
  const remembered = rememberedWholeList<Row>(caller, key);
  if (remembered) return remembered;
  const id = entryId(caller, key);
  const cache = entries();
  const rows = load();
  const entry: Entry = { at: Date.now(), rows, size: 0 };
  cache.delete(id);
  cache.set(id, entry);
  rows.then(
    (read) => {
      entry.size = read.length;
      dropOldestBeyond(cache, MAX_ROWS);
    },
    // A failed read is not remembered.
    () => cache.get(id) === entry && cache.delete(id),
  );
  while (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return rows;
}

/** The caller's list for `key` when it is remembered (read, or being read), else undefined; nothing is asked. */
export function rememberedWholeList<Row>(caller: Caller, key: ListKey): Promise<Row[]> | undefined {
  const hit = entries().get(entryId(caller, key));
  return hit && Date.now() - hit.at < WHOLE_LIST_TTL_MS ? (hit.rows as Promise<Row[]>) : undefined;
}

/** Drops the oldest lists until the kept rows are at most `maxRows` (the newest list stays, whatever its size). */
function dropOldestBeyond(cache: Map<string, Entry>, maxRows: number): void {
  let total = 0;
  for (const entry of cache.values()) total += entry.size;
  for (const [id, entry] of cache) {
    if (total <= maxRows || cache.size <= 1) break;
    cache.delete(id);
    total -= entry.size;
  }
}

/** After a write: this session's lists are read afresh. */
export function forgetWholeLists(caller: Caller): void {
  const prefix = `${sessionKey(caller)}|`;
  for (const id of entries().keys()) if (id.startsWith(prefix)) entries().delete(id);
}
