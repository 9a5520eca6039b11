import "server-only";
import { brandOf, sharedInstanceCheck } from "@/lib/shared-class";

const intentStoreUnavailableBrand = brandOf("panel.IntentStoreUnavailable");
const intentConflictBrand = brandOf("panel.IntentConflict");

// The two refusals of a charge intent. Both messages are shown to the user as they are, so they
// say what happened and what to do, never how the panel stores things.

export const INTENT_CONFLICT_MESSAGE = "This request was already sent with different details. Reload the page and try again.";
export const INTENT_STORE_UNAVAILABLE_MESSAGE = "The panel cannot record this payment right now, so nothing was sent. Try again in a minute.";

/** The same Idempotency-Key came back with another payload: the BFF answers 409 with this message. */
export class IntentConflict extends Error {
  static [Symbol.hasInstance] = sharedInstanceCheck(intentConflictBrand);
  readonly [intentConflictBrand] = true;
  constructor() {
    super(INTENT_CONFLICT_MESSAGE);
    this.name = "IntentConflict";
  }
}

/**
 * The store cannot record a claim (PostgreSQL down or slow, the data folder unwritable), so the call is
 * refused before anything reaches the upstream: sending without a record could charge twice.
 * `cause` keeps the technical reason for the log.
 */
export class IntentStoreUnavailable extends Error {
  static [Symbol.hasInstance] = sharedInstanceCheck(intentStoreUnavailableBrand);
  readonly [intentStoreUnavailableBrand] = true;
  constructor(cause?: unknown) {
    super(INTENT_STORE_UNAVAILABLE_MESSAGE, { cause });
    this.name = "IntentStoreUnavailable";
  }
}
