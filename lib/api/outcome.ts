// What the browser is told about a write whose outcome is unknown: the message, and the figures
// re-read from the upstream (and those read before the write, where they were) so the user can
// see for themselves. Free of server code: the form kit reads the same shape.

export const OUTCOME_UNKNOWN_MESSAGE =
  "The backend did not confirm this change, so it may or may not have been made. It will not be charged twice: check the figures below, or check again.";

/**
 * A check (a repeat of the same key) that the figures did not settle: they moved in a way this
 * change alone does not explain, could not be read, or have not moved while the backend may still
 * be working on it.
 */
export const OUTCOME_STILL_UNKNOWN_MESSAGE =
  "It is still not known whether this change was made: the figures below do not settle it yet. It will not be charged twice: check again later.";

/** The HTTP status of that answer, whatever the backend did (a 5xx, no answer in time, no readable answer): the body says it is unknown. */
export const OUTCOME_UNKNOWN_STATUS = 504;

/** What was re-read just now; null where it could not be read. */
export type CurrentFigures = {
  /** The signed-in account's balance; null for the admin (unlimited) or when unknown. */
  balance: number | null;
  /** The client or account the write was about, and its expiry or credits as they are now. */
  subject?: { name: string; label: "Expiry" | "Credits"; value: string | null };
};

/** `before`: the same figures read just before the write went out, where the backend settles such writes by reading. */
export type OutcomeUnknownAnswer = { message: string; outcome: "unknown"; current: CurrentFigures; before?: CurrentFigures };

export function isOutcomeUnknown(body: unknown): body is OutcomeUnknownAnswer {
  return typeof body === "object" && body !== null && (body as { outcome?: unknown }).outcome === "unknown";
}
