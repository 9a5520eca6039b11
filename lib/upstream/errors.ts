// The one error type every upstream failure becomes. No "server-only": the message constant is
// also what the browser shows when the BFF itself cannot be reached.

export const SERVER_ERROR_MESSAGE = "Server error, try again later";

/**
 * response: the upstream answered an error status; unreachable: nothing reached it (it cannot have
 * acted); timeout / dropped: the request went out and no answer came (or it was cut off): a write
 * may have been carried out; invalid-response: an answer the BFF cannot use.
 */
export type UpstreamErrorKind = "response" | "unreachable" | "timeout" | "dropped" | "invalid-response";

export class UpstreamError extends Error {
  constructor(
    message: string,
    /** The upstream's HTTP status, or the status the BFF answers with when there was none. */
    readonly status: number,
    readonly kind: UpstreamErrorKind,
  ) {
    super(message);
    this.name = "UpstreamError";
  }
}

/**
 * The message a failed response carries: its `message` field, else (for the reset call's 429) the
 * raw body. A 5xx never shows its own text (an upstream's "Internal server error", a proxy's page):
 * the user gets the one server-error message.
 */
export function messageFromBody(status: number, text: string): string {
  if (status >= 500) return SERVER_ERROR_MESSAGE;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && "message" in parsed && typeof parsed.message === "string") {
      return parsed.message;
    }
  } catch {
    // Not JSON: fall through.
  }
  if (status === 429 && text.trim()) return text.trim();
  return SERVER_ERROR_MESSAGE;
}
