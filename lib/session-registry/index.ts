import "server-only";
import { randomBytes } from "node:crypto";
import { log } from "@/lib/log";
import { currentSessionRegistry } from "./current";
import { SessionRegistryUnavailable, TOUCH_EVERY_MS, type AccountRef, type SessionRecord } from "./record";
import { endedUnrecorded, flushUnrecorded, holdAccountEnd, holdSessionEnds, unrecordedCount } from "./unrecorded";

export { browserSummary } from "./browser-summary";
export { SessionRegistryUnavailable, type AccountRef, type SessionRecord } from "./record";

// The session registry: every session gets an id (`sid`, in the sealed cookie) registered at
// sign-in in the panel's store, and is valid only while registered, so ending it here (logout,
// "Your sessions", a password change, an account above, the account's deletion) ends it whatever
// the upstream says about its token. The hour still holds: the cookie's expiresAt, and the record
// expires with it. A session belongs to the account's panel identity (lib/identity), not its name.
//
// The check sits on every request, so it is kept cheap: a record found is remembered in this
// process (`seen`) and trusted for the registry's recheckMs: the embedded store (one process
// only) is never asked again, since every end goes through this process and forgets the memo
// entry at once; a shared PostgreSQL at most every 5 s per session, so an end on another instance
// holds there within 5 s. "Last used" is written at most once a minute, never waited for.
// The store unreachable: a session this instance has seen valid and not ended stays valid; any
// other is refused (signed out) rather than let in on a guess; an end decided meanwhile is held
// and written through once the store answers (unrecorded.ts), never dropped.

/** Sessions this process found registered, by id, with when it last asked. */
const globalSeen = globalThis as { panelSessionsSeen?: Map<string, { record: SessionRecord; checkedAt: number }> };
const seen = (globalSeen.panelSessionsSeen ??= new Map());
const MAX_SEEN = 10_000;

let unreachableLogged = false;

function remember(record: SessionRecord, checkedAt: number): void {
  seen.delete(record.id);
  seen.set(record.id, { record, checkedAt });
  if (seen.size > MAX_SEEN) seen.delete(seen.keys().next().value!);
}

/** What the sealed cookie says about its session. */
export type SessionClaim = { sid: string; accountId: string; name: string; role: string };

/** A new session id: 128 random bits. */
export function newSessionId(): string {
  return randomBytes(16).toString("base64url");
}

/** Ends held while the store was away go first: nothing is read from the registry before them. */
async function flushHeld(): Promise<void> {
  if (unrecordedCount() > 0) await flushUnrecorded(currentSessionRegistry()).catch(() => undefined);
}

/** Registers a new session; throws SessionRegistryUnavailable when the registry cannot be written. */
export async function registerSession(record: SessionRecord): Promise<void> {
  try {
    await currentSessionRegistry().add(record);
  } catch (error) {
    log.error({ err: error instanceof Error ? error.message : String(error) }, "session registry: cannot register a session");
    throw new SessionRegistryUnavailable(error);
  }
  remember(record, Date.now());
}

/** Is this session (its id, account and role, from the sealed cookie) still registered? */
export async function isRegistered(session: SessionClaim, now = Date.now()): Promise<boolean> {
  const registry = currentSessionRegistry();
  await flushHeld();
  const known = seen.get(session.sid);
  let record: SessionRecord;
  if (known && now - known.checkedAt < registry.recheckMs && known.record.expiresAt > now) {
    record = known.record;
  } else {
    let found: SessionRecord | null;
    try {
      found = await registry.get(session.sid);
      unreachableLogged = false;
    } catch (error) {
      if (!unreachableLogged) {
        unreachableLogged = true;
        log.warn(
          { err: error instanceof Error ? error.message : String(error) },
          "session registry unreachable: only sessions this instance has seen are let in until it is back",
        );
      }
      return Boolean(known && known.record.expiresAt > now && matches(known.record, session) && !endedUnrecorded(known.record));
    }
    if (!found) {
      seen.delete(session.sid);
      return false;
    }
    record = found;
    remember(record, now);
  }
  if (!matches(record, session) || endedUnrecorded(record)) return false;
  if (now - record.lastUsedAt >= TOUCH_EVERY_MS) {
    record.lastUsedAt = now;
    void registry.touch(record.id, now).catch(() => undefined);
  }
  return true;
}

function unavailable(error: unknown): never {
  log.error({ err: error instanceof Error ? error.message : String(error) }, "session registry unreachable");
  throw new SessionRegistryUnavailable(error);
}

const matches = (record: SessionRecord, session: SessionClaim) =>
  record.accountId === session.accountId && record.account === session.name && record.role === session.role;

/** The account's live sessions, newest first; throws SessionRegistryUnavailable when it cannot be read. */
export async function listSessions(owner: AccountRef): Promise<SessionRecord[]> {
  await flushHeld();
  const records = await currentSessionRegistry().list(owner).catch(unavailable);
  return records.filter((record) => !endedUnrecorded(record));
}

/**
 * Ends these sessions of the account (ids of any other account are left alone); returns those
 * ended. The registry out of reach: the end is held (refused here at once, written when it is
 * back) and SessionRegistryUnavailable is thrown, so the caller can say it is not confirmed.
 */
export async function endSessions(owner: AccountRef, ids: string[]): Promise<string[]> {
  for (const id of ids) seen.delete(id);
  const registry = currentSessionRegistry();
  try {
    const ended = await registry.remove(owner, ids);
    for (const id of ended) seen.delete(id);
    return ended;
  } catch (error) {
    holdSessionEnds(registry, ids);
    return unavailable(error);
  }
}

/**
 * Ends every session of the account but `keep` (when given); returns how many ended. Held and
 * SessionRegistryUnavailable thrown when the registry is out of reach, as endSessions.
 */
export async function endAccountSessions(owner: AccountRef, keep?: string): Promise<number> {
  const registry = currentSessionRegistry();
  const now = Date.now();
  forgetSeen((record) => record.accountId === owner.accountId && record.id !== keep);
  try {
    return (await registry.removeAccount(owner, now, keep)).length;
  } catch (error) {
    holdAccountEnd(registry, owner.accountId, { startedBy: now, keep });
    return unavailable(error);
  }
}

/** Drops remembered sessions (their rows were deleted elsewhere, e.g. with a retired identity). */
export function forgetSeen(which: (record: SessionRecord) => boolean): void {
  for (const [id, entry] of seen) if (which(entry.record)) seen.delete(id);
}
