import "server-only";

// What a store keeps per intent, and the few operations runOnce needs from it. sql-store.ts keeps
// them in the panel's store (current-store.ts); tests stand in their own.

/** Records live 24 hours from their claim. */
export const INTENT_TTL_MS = 24 * 60 * 60 * 1000;

export type IntentState = "pending" | "done" | "unknown";

/**
 * One remembered intent. `caller` and `key` are kept for whoever reads the store by hand; the id
 * (intentId) is what finds it. `status` and `body` only once `done`. Never a session token.
 */
export type IntentRecord = {
  caller: string;
  key: string;
  fingerprint: string;
  state: IntentState;
  createdAt: number;
  status?: number;
  body?: unknown;
};

export interface IntentStore {
  /**
   * Atomically: when no live record has this id, stores `record` and answers null (the caller owns
   * the intent and may send); otherwise stores nothing and answers the record found.
   * Throws IntentStoreUnavailable when it cannot tell or cannot record.
   */
  claim(id: string, record: IntentRecord): Promise<IntentRecord | null>;
  /** The live record, or null (none, or expired). Throws IntentStoreUnavailable. */
  get(id: string): Promise<IntentRecord | null>;
  /** Replaces a live record, keeping its expiry; false when there was none. Throws IntentStoreUnavailable. */
  replace(id: string, record: IntentRecord): Promise<boolean>;
  /** Forgets the record, so its key may be sent again. Throws IntentStoreUnavailable. */
  remove(id: string): Promise<void>;
}
