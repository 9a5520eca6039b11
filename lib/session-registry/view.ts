import "server-only";
import { createHash } from "node:crypto";
import type { SessionRecord } from "./record";

// What "Your sessions" shows of a session. The browser never sees a session's registry id: each
// session is named by a digest of it, enough to end that one and useless for anything else.

export type SessionView = {
  /** The digest the screen ends a session by. */
  id: string;
  startedAt: number;
  lastUsedAt: number;
  browser: string;
  address: string;
  /** The session this request came with. */
  current: boolean;
};

export function publicSessionId(sid: string): string {
  return createHash("sha256").update(`panel-session:${sid}`).digest("base64url").slice(0, 22);
}

export function sessionView(record: SessionRecord, currentSid: string): SessionView {
  const { startedAt, lastUsedAt, browser, address } = record;
  return { id: publicSessionId(record.id), startedAt, lastUsedAt, browser, address, current: record.id === currentSid };
}

/** The answer to ending a session that is not (or no longer) one of the account's. */
export const SESSION_NOT_FOUND = "This session has ended already.";
