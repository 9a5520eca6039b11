import "server-only";
import type { z } from "zod";
import type { Operation } from "@/lib/operations";
import type { SessionData } from "@/lib/session-cookie";
import { upstreamFetch } from "./fetch";
import { upstreamPath } from "./paths";

/** Who is calling: the session's role picks the path, its token goes along. */
export type Caller = Pick<SessionData, "token" | "role">;

type GetOptions = { segments?: string[]; query?: Record<string, string | number | boolean | undefined> };

/** A read: the operation's path for the caller's role, the token as ?token=. */
export function upstreamGet<S extends z.ZodType>(schema: S, caller: Caller, operation: Operation, { segments = [], query }: GetOptions = {}) {
  return upstreamFetch(schema, { method: "GET", path: upstreamPath(caller.role, operation, ...segments), token: caller.token, query });
}

/** A write: the token goes in the body; calls that move credits carry the browser's Idempotency-Key. */
export function upstreamPost<S extends z.ZodType>(
  schema: S,
  caller: Caller,
  operation: Operation,
  body: Record<string, unknown>,
  { idempotencyKey, timeoutMs }: { idempotencyKey?: string; timeoutMs?: number } = {},
) {
  return upstreamFetch(schema, { method: "POST", path: upstreamPath(caller.role, operation), token: caller.token, body, idempotencyKey, timeoutMs });
}
