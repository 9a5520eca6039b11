import { textIssue } from "@/lib/schemas/text";

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

/** What a 429 says when its body is not a plain sentence the user can read. */
export const TOO_MANY_REQUESTS_MESSAGE = "Too many requests, try again later";
/** Longer than any message the upstream writes: a longer text is not a message meant for a person. */
const MESSAGE_MAX = 500;

/**
 * The message a failed response carries: its JSON `message` field, else (for the reset call's 429,
 * whose body the spec shows raw) the body when it is one short line of plain text. Nothing else
 * an upstream or a proxy in front of it writes reaches the user: an HTML page, a stack trace, a
 * text with control characters or a huge body gives the panel's own message, and a 5xx never
 * shows its own text (an upstream's "Internal server error", a proxy's page).
 */
export function messageFromBody(status: number, text: string): string {
  if (status >= 500) return SERVER_ERROR_MESSAGE;
  const fallback = status === 429 ? TOO_MANY_REQUESTS_MESSAGE : SERVER_ERROR_MESSAGE;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && "message" in parsed && typeof parsed.message === "string") {
      return readable(parsed.message.trim()) ? parsed.message.trim() : fallback;
    }
    return fallback;
  } catch {
    // Not JSON: only the reset's plain-text 429 may be shown.
  }
  const line = text.trim();
  return status === 429 && readable(line) && !/[<>]/.test(line) ? line : fallback;
}

/** One line of printable text of a sensible length. */
function readable(text: string): boolean {
  return text !== "" && text.length <= MESSAGE_MAX && textIssue(text) === undefined;
}
