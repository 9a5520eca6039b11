// Every failure leaves as JSON { message } with a fitting status. The one exception is the
// client reset's 429, whose body is plain text because the panel shows the raw body.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { sqlState } from "../db/retry";
import { isDatabaseUnavailable } from "../db/unavailable";
import { loggable } from "./text";
import { log } from "../log";

export type FailureStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429;

export class HttpError extends Error {
  constructor(
    readonly status: FailureStatus,
    message: string,
    readonly plainText = false,
  ) {
    super(message);
  }
}

// Database refusals that can still surface when two requests race past the checks in the rules.
const CONSTRAINTS: Record<string, [FailureStatus, string]> = {
  clients_name_key: [409, "Login name already exists"],
  clients_mac_key: [409, "MAC address is already in use"],
  accounts_name_key: [409, "Login name already exists"],
  accounts_credits_check: [422, "Not enough credits"],
};
const CODES: Record<string, [FailureStatus, string]> = {
  "23505": [409, "Already exists"],
  // A parent or dealer deleted by a concurrent request while this one was adding below it.
  "23503": [409, "A related account was changed meanwhile; please try again"],
  "23514": [422, "Refused by a database rule"],
};

function dbRefusal(err: unknown): [FailureStatus, string] | undefined {
  const { cause } = (err ?? {}) as { cause?: { code?: unknown; constraint?: unknown } };
  const source = (cause ?? err ?? {}) as { code?: unknown; constraint?: unknown };
  return CONSTRAINTS[String(source.constraint)] ?? CODES[String(source.code)];
}

export function handleError(err: unknown, c: Context): Response {
  if (err instanceof HttpError) {
    const status = err.status as ContentfulStatusCode;
    return err.plainText ? c.text(err.message, status) : c.json({ message: err.message }, status);
  }
  const refusal = dbRefusal(err);
  if (refusal) return c.json({ message: refusal[1] }, refusal[0]);
  if (isDatabaseUnavailable(err)) return unavailable(err, c);
  // Drizzle's error message carries the query parameters (token hashes, passwords): log only
  // the driver's own message and code.
  const cause = (err as { cause?: Error }).cause ?? (err as Error);
  log.error(loggable(`upstream error on ${c.req.method} ${c.req.path}: ${cause?.message ?? String(err)}`));
  return c.json({ message: "Internal server error" }, 500);
}

export function notFound(c: Context): Response {
  return c.json({ message: "Not found" }, 404);
}

/**
 * The database is away (restarting, unreachable): 503 at once rather than a 500 or a request
 * left hanging, so the caller knows a retry will do. Logged with the driver's code only.
 */
function unavailable(err: unknown, c: Context): Response {
  log.warn(loggable(`upstream: database unavailable on ${c.req.method} ${c.req.path} (${sqlState(err) ?? "connection lost"})`));
  return c.json({ message: "Service unavailable, try again later" }, 503, { "Retry-After": "1" });
}
