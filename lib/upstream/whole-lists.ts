import "server-only";
import { createHash } from "node:crypto";
import type { Operation } from "@/lib/operations";
import type { Caller } from "./caller";

// A short per-session memory of the whole lists a spec backend answers (it cannot page, search or
// count them itself): paging through a list reads it once, not once per page. An entry lives
// WHOLE_LIST_TTL_MS; any write by the same session (lib/upstream/call.ts) drops that session's
// entries, so one's own change shows at once; another account's change shows within the TTL.
// At most MAX_ENTRIES lists are kept, the oldest dropped first.

export const WHOLE_LIST_TTL_MS = 30_000;
const MAX_ENTRIES = 64;

type Entry = { at: number; rows: Promise<unknown[]> };
const store = globalThis as { panelWholeLists?: Map<string, Entry> };
const entries = () => (store.panelWholeLists ??= new Map());

const sessionKey = (caller: Caller) => createHash("sha256").update(caller.token).digest("base64url").slice(0, 22);

/** The caller's whole list for an operation (and its segments), read through `load` at most once per TTL. */
export function wholeList<Row>(caller: Caller, key: Operation | `${Operation}/${string}`, load: () => Promise<Row[]>): Promise<Row[]> {
  const id = `${sessionKey(caller)}|${caller.role}|${key}`;
  const cache = entries();
  const hit = cache.get(id);
  if (hit && Date.now() - hit.at < WHOLE_LIST_TTL_MS) return hit.rows as Promise<Row[]>;
  const rows = load();
  cache.delete(id);
  cache.set(id, { at: Date.now(), rows });
  // A failed read is not remembered.
  rows.catch(() => cache.get(id)?.rows === rows && cache.delete(id));
  while (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return rows;
}

/** After a write: this session's lists are read afresh. */
export function forgetWholeLists(caller: Caller): void {
  const prefix = `${sessionKey(caller)}|`;
  for (const id of entries().keys()) if (id.startsWith(prefix)) entries().delete(id);
}
