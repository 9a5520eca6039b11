import "server-only";
import { log } from "@/lib/log";
import type { SessionRecord, SessionRegistry } from "./record";

// Ends this instance decided but could not write to the registry (the store out of reach): a
// logout, "End session", a password change, a parent's reset. They are not forgotten: this
// instance refuses the sessions they name from that moment, and writes them through to the store
// as soon as it answers again (on the next registry call, and every RETRY_MS meanwhile), so the
// end holds on every instance once the store is back, and a copied cookie never comes back to life.

const RETRY_MS = 5_000;

type AccountEnd = { startedBy: number; keep?: string };
type Unrecorded = { ids: Set<string>; accounts: Map<string, AccountEnd>; timer?: NodeJS.Timeout };

const globalEnds = globalThis as { panelUnrecordedEnds?: Unrecorded };
const ends: Unrecorded = (globalEnds.panelUnrecordedEnds ??= { ids: new Set(), accounts: new Map() });

/** Holds these sessions' end until the registry takes it. */
export function holdSessionEnds(registry: SessionRegistry, ids: string[]): void {
  for (const id of ids) ends.ids.add(id);
  schedule(registry);
}

/** Holds the end of every session of the account started by `startedBy` (but `keep`). */
export function holdAccountEnd(registry: SessionRegistry, accountId: string, end: AccountEnd): void {
  const earlier = ends.accounts.get(accountId);
  // Two ends of one account: the later cut-off covers both; a kept session stays only if both kept it.
  const keep = earlier && earlier.keep !== end.keep ? undefined : end.keep;
  ends.accounts.set(accountId, { startedBy: Math.max(end.startedBy, earlier?.startedBy ?? 0), keep });
  schedule(registry);
}

/** Is this session ended by an end not yet written to the registry? */
export function endedUnrecorded(record: Pick<SessionRecord, "id" | "accountId" | "startedAt">): boolean {
  if (ends.ids.has(record.id)) return true;
  const end = ends.accounts.get(record.accountId);
  return Boolean(end && record.startedAt <= end.startedBy && record.id !== end.keep);
}

export function unrecordedCount(): number {
  return ends.ids.size + ends.accounts.size;
}

/** Writes the held ends to the registry; throws (keeping them) while it cannot. */
export async function flushUnrecorded(registry: SessionRegistry): Promise<void> {
  if (ends.ids.size > 0) {
    const ids = [...ends.ids];
    await registry.removeIds(ids);
    for (const id of ids) ends.ids.delete(id);
  }
  for (const [accountId, end] of [...ends.accounts]) {
    await registry.removeAccount({ accountId }, end.startedBy, end.keep);
    if (ends.accounts.get(accountId) === end) ends.accounts.delete(accountId);
  }
}

function schedule(registry: SessionRegistry): void {
  if (ends.timer) return;
  ends.timer = setInterval(() => {
    flushUnrecorded(registry).then(
      () => {
        if (unrecordedCount() > 0) return;
        clearInterval(ends.timer);
        ends.timer = undefined;
        log.info("session registry: the ends held while it was out of reach are recorded");
      },
      () => undefined,
    );
  }, RETRY_MS);
  ends.timer.unref();
}

/** Test hook: forget every held end. */
export function clearUnrecordedForTests(): void {
  clearInterval(ends.timer);
  ends.timer = undefined;
  ends.ids.clear();
  ends.accounts.clear();
}
