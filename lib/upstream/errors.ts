import { textIssue } from "@/lib/schemas/text";
import { brandOf, sharedInstanceCheck } from "@/lib/shared-class";

const upstreamErrorBrand = brandOf("panel.UpstreamError");

// The one error type every upstream failure becomes. No "server-only": the message constant is
// also what the browser shows when the BFF itself cannot be reached.

export const SERVER_ERROR_MESSAGE = "Server error, try again later";

/**
 * response: the upstream answered an error status (or a 2xx whose body says the write failed);
 * unreachable: nothing reached it (it cannot have acted); timeout / dropped: the request went out
 * and no answer came (or it was cut off): a write may have been carried out; invalid-response: an
 * answer the BFF cannot use.
 */
export type UpstreamErrorKind = "response" | "unreachable" | "timeout" | "dropped" | "invalid-response";

export class UpstreamError extends Error {
  static [Symbol.hasInstance] = sharedInstanceCheck(upstreamErrorBrand);
  readonly [upstreamErrorBrand] = true;
  constructor(
    message: string,
    /** The upstream's HTTP status, or the status the BFF answers with when there was none. */
    readonly status: number,
    readonly kind: UpstreamErrorKind,
    /**
     * The method of the call that failed, where the upstream client knows it: a failed read
     * (GET) never leaves a write's outcome unknown, even inside a handler that goes on to write.
     */
    readonly method?: "GET" | "POST",
  ) {
    super(message);
    this.name = "UpstreamError";
  }
}

/** What a 429 says when its body is not a plain sentence the user can read. */
export const TOO_MANY_REQUESTS_MESSAGE = "Too many requests, try again later";
/** Longer than any message the upstream writes: a longer text is not a message meant for a person. */
const MESSAGE_MAX = 500;

/** The sentence for a refusal whose body holds no message the user can read (an HTML page, an empty body). */
export const refusedMessage = (status: number) => `The backend refused the request (HTTP ${status})`;

/**
 * The message a failed response carries, in the backend's own words when it sends some:
 * - a 5xx never shows its own text (an upstream's "Internal server error", a stack trace, a
 *   proxy's page): the panel's server-error message (a spending write's 5xx is "outcome unknown",
 *   decided by the caller, lib/api/spend.ts);
 * - JSON: its `message`, its `error` (a string, or an object with a `message`), or Laravel's
 *   422 `errors` (`{"message": …, "errors": {"field": ["…"]}}`: the fields' first messages,
 *   which say more than Laravel's summary);
 * - the reset call's 429 in plain text (the spec shows it raw) when it is one short line;
 * - anything else (an HTML page, an empty or unreadable body): a sentence naming the status.
 */
export function messageFromBody(status: number, text: string): string {
  if (status >= 500) return SERVER_ERROR_MESSAGE;
  const fallback = status === 429 ? TOO_MANY_REQUESTS_MESSAGE : refusedMessage(status);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: only the reset's plain-text 429 may be shown.
    const line = text.trim();
    return status === 429 && readable(line) && !/[<>]/.test(line) ? line : fallback;
  }
  return messageInJson(parsed) ?? fallback;
}

/** The backend's own message in a JSON body, or undefined when it holds none a person can read. */
export function messageInJson(body: unknown): string | undefined {
  if (!isObject(body)) return undefined;
  const fields = fieldMessages(body.errors);
  if (fields) return fields;
  const { message, error } = body;
  if (typeof message === "string" && readable(message.trim())) return message.trim();
  if (typeof error === "string" && readable(error.trim())) return error.trim();
  if (isObject(error) && typeof error.message === "string" && readable(error.message.trim())) return error.message.trim();
  return undefined;
}

/** Laravel's validation errors: the first message of each field, joined, when every one is readable. */
function fieldMessages(errors: unknown): string | undefined {
  if (!isObject(errors)) return undefined;
  const firsts = Object.values(errors).map((list) => (Array.isArray(list) ? list[0] : list));
  if (firsts.length === 0 || !firsts.every((m): m is string => typeof m === "string" && readable(m.trim()))) return undefined;
  const joined = firsts.map((m) => m.trim()).join(" ");
  return readable(joined) ? joined : undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** One line of printable text of a sensible length. */
function readable(text: string): boolean {
  return text !== "" && text.length <= MESSAGE_MAX && textIssue(text) === undefined;
}
