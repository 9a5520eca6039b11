import { brandOf, sharedInstanceCheck } from "@/lib/shared-class";

const sessionRegistryUnavailableBrand = brandOf("panel.SessionRegistryUnavailable");
// What the session registry keeps of one signed-in session (lib/session-registry). Never the token:
// that stays in the sealed cookie alone.

export type SessionRecord = {
  /** Random, 128 bits, base64url: the `sid` in the sealed cookie. */
  id: string;
  /** The panel's identity of the account (lib/identity), bound at its first sign-in: whose session it is. */
  accountId: string;
  /** The account's name as the upstream gave it at sign-in, and its role (what "Your sessions" and the log show). */
  account: string;
  role: string;
  /** Epoch milliseconds. */
  startedAt: number;
  /** Updated at most once a minute (TOUCH_EVERY_MS). */
  lastUsedAt: number;
  expiresAt: number;
  /** "Chrome 131 on Linux" (browser-summary.ts). */
  browser: string;
  /** The client's address at sign-in (lib/auth/client-address.ts). */
  address: string;
};

/** The account a session belongs to: its panel identity. */
export type AccountRef = { accountId: string };

/** How often a session's "last used" is written: at most once a minute, not on every request. */
export const TOUCH_EVERY_MS = 60_000;

export const REGISTRY_UNAVAILABLE_MESSAGE = "The panel cannot reach its record of sessions right now. Please try again in a minute.";

/** The registry cannot be reached: nothing can be checked, so nothing is let in on a guess. */
export class SessionRegistryUnavailable extends Error {
  static [Symbol.hasInstance] = sharedInstanceCheck(sessionRegistryUnavailableBrand);
  readonly [sessionRegistryUnavailableBrand] = true;
  override name = "SessionRegistryUnavailable";
  constructor(cause: unknown) {
    super(REGISTRY_UNAVAILABLE_MESSAGE, { cause });
  }
}

/** Where the records live: the panel's store (lib/session-registry/store-registry.ts). */
export interface SessionRegistry {
  /**
   * How long this instance may trust a record it found without asking again (lib/session-registry/index.ts):
   * a few seconds for a shared PostgreSQL, Infinity for the embedded store, which serves this
   * process alone, so every end goes through this process.
   */
  readonly recheckMs: number;
  add(record: SessionRecord): Promise<void>;
  get(id: string): Promise<SessionRecord | null>;
  /** Writes a later "last used"; a session ended meanwhile is not brought back. */
  touch(id: string, lastUsedAt: number): Promise<void>;
  /** The account's live sessions, newest first. */
  list(owner: AccountRef): Promise<SessionRecord[]>;
  /** Ends these sessions of the account (ids of other accounts are left alone); returns the ids ended. */
  remove(owner: AccountRef, ids: string[]): Promise<string[]>;
  /** Ends these sessions, whoever's (ids this instance already knew to be the caller's, recorded late). */
  removeIds(ids: string[]): Promise<void>;
  /** Ends every session of the account started at or before `startedBy`, but `keep`; returns the ids ended. */
  removeAccount(owner: AccountRef, startedBy: number, keep?: string): Promise<string[]>;
}
