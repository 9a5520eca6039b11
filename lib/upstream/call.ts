import "server-only";
import type { z } from "zod";
import { currentBackend } from "@/lib/backends";
import type { Operation } from "@/lib/operations";
import type { Caller } from "./caller";
import type { GetOptions, PostOptions } from "./send";

export type { Caller };

/** A read on the panel's backend: the operation's path for the caller's role there, the token as ?token=. */
export async function upstreamGet<S extends z.ZodType>(schema: S, caller: Caller, operation: Operation, options: GetOptions = {}): Promise<z.output<S>> {
  return (await currentBackend()).calls.get(schema, caller, operation, options);
}

/** A write: the token goes in the body; calls that move credits carry the browser's Idempotency-Key. */
export async function upstreamPost<S extends z.ZodType>(
  schema: S,
  caller: Caller,
  operation: Operation,
  body: Record<string, unknown>,
  options: PostOptions = {},
): Promise<z.output<S>> {
  return (await currentBackend()).calls.post(schema, caller, operation, body, options);
}
