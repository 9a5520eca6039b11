import "server-only";
import type { z } from "zod";
import type { Operation } from "@/lib/operations";
import type { Caller } from "./caller";
import { currentBackend } from "./backend";
import { upstreamFetch } from "./fetch";
import { upstreamPath } from "./paths";
import { forgetWholeLists } from "./whole-lists";

export type { Caller };

type Query = Record<string, string | number | boolean | undefined>;
type GetOptions = { segments?: string[]; query?: Query };

/** A read: the operation's path for the caller's role on this backend, the token as ?token=. */
export async function upstreamGet<S extends z.ZodType>(schema: S, caller: Caller, operation: Operation, { segments = [], query }: GetOptions = {}) {
  const path = upstreamPath(await currentBackend(), caller.role, operation, ...segments);
  return upstreamFetch(schema, { method: "GET", path, token: caller.token, query, operation });
}

/** A write: the token goes in the body; calls that move credits carry the browser's Idempotency-Key. */
export async function upstreamPost<S extends z.ZodType>(
  schema: S,
  caller: Caller,
  operation: Operation,
  body: Record<string, unknown>,
  { idempotencyKey, timeoutMs }: { idempotencyKey?: string; timeoutMs?: number } = {},
) {
  const path = upstreamPath(await currentBackend(), caller.role, operation);
  try {
    return await upstreamFetch(schema, { method: "POST", path, token: caller.token, body, idempotencyKey, timeoutMs, operation });
  } finally {
    // Whatever the outcome, the session's remembered lists may be stale now.
    forgetWholeLists(caller);
  }
}
