// Every failure leaves as JSON { message } with a fitting status. The one exception is the
// client reset's 429, whose body is plain text because the panel shows the raw body.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

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

// PostgreSQL error codes that can still surface when two requests race past the checks.
const PG_CONFLICTS: Record<string, [FailureStatus, string]> = {
  "23505": [409, "Already exists"],
  "23514": [422, "Not enough credits"],
};

function pgCode(err: unknown): string | undefined {
  const candidate = (err as { cause?: { code?: unknown }; code?: unknown }) ?? {};
  const code = candidate.cause?.code ?? candidate.code;
  return typeof code === "string" ? code : undefined;
}

export function handleError(err: unknown, c: Context): Response {
  if (err instanceof HttpError) {
    const status = err.status as ContentfulStatusCode;
    return err.plainText ? c.text(err.message, status) : c.json({ message: err.message }, status);
  }
  const conflict = PG_CONFLICTS[pgCode(err) ?? ""];
  if (conflict) return c.json({ message: conflict[1] }, conflict[0]);
  // Drizzle's error message carries the query parameters (token hashes, passwords): log only
  // the driver's own message and code.
  const cause = (err as { cause?: Error }).cause ?? (err as Error);
  console.error(`upstream error on ${c.req.method} ${c.req.path}: ${cause?.message ?? String(err)}`);
  return c.json({ message: "Internal server error" }, 500);
}

export function notFound(c: Context): Response {
  return c.json({ message: "Not found" }, 404);
}
