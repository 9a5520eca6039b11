import "server-only";

// Exactly-once charges at the BFF: see run-once.ts for the rules, store.ts for what is kept.
export { runOnce, settle, peek, type RunOutcome, type SendResult } from "./run-once";
export { IntentConflict, IntentStoreUnavailable, INTENT_CONFLICT_MESSAGE, INTENT_STORE_UNAVAILABLE_MESSAGE } from "./errors";
export { currentIntentStore, resetIntentStoreForTests } from "./current-store";
export { INTENT_TTL_MS, type IntentRecord, type IntentStore } from "./store";
