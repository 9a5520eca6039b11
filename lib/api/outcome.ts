// What the browser is told about a write whose outcome is unknown (issue 19): the message, and the
// figures re-read from the upstream so the user can see for themselves. Free of server code: the
// form kit reads the same shape.

export const OUTCOME_UNKNOWN_MESSAGE =
  "The backend did not confirm this change, so it may or may not have been made. It will not be sent again: check the figures below.";

/** The HTTP status of that answer: the upstream did not answer in time, or not readably. */
export const OUTCOME_UNKNOWN_STATUS = 504;

/** What was re-read just now; null where it could not be read. */
export type CurrentFigures = {
  /** The signed-in account's balance; null for the admin (unlimited) or when unknown. */
  balance: number | null;
  /** The client or account the write was about, and its expiry or credits as they are now. */
  subject?: { name: string; label: "Expiry" | "Credits"; value: string | null };
};

export type OutcomeUnknownAnswer = { message: string; outcome: "unknown"; current: CurrentFigures };

export function isOutcomeUnknown(body: unknown): body is OutcomeUnknownAnswer {
  return typeof body === "object" && body !== null && (body as { outcome?: unknown }).outcome === "unknown";
}
