import "server-only";
import type { NextRequest } from "next/server";
import type { z } from "zod";
import { plainTextIssue } from "@/lib/schemas/text";
import { readJsonBody } from "./body";
import { jsonError } from "./responses";

// The route wrapper's input step: the path's parameters, the query and the JSON body, each parsed
// with the handler's schema before anything is forwarded.

export type RawParams = Record<string, string | string[]>;

/** A body schema, or one that depends on the caller or the path (e.g. the server's package ids for the client form). */
export type BodySchema<P, B, C> = z.ZodType<B> | ((input: { params: P; raw: unknown } & C) => z.ZodType<B> | Promise<z.ZodType<B>>);

/** The path's parameters; 400 for a control or direction-changing character in the path or the query (refused as such, not as "not found"), 404 for a value that cannot exist. */
export async function parseParams<P>(
  request: NextRequest,
  context: { params?: Promise<RawParams> } | undefined,
  schema: z.ZodType<P> | undefined,
  notFound = "Not found",
): Promise<{ ok: true; params: P } | { ok: false; refused: Response }> {
  const raw: RawParams = (await context?.params) ?? {};
  const badText = textIssue(Object.values(raw).flat()) ?? textIssue([...request.nextUrl.searchParams.values()]);
  if (badText) return { ok: false, refused: jsonError(400, badText) };
  if (!schema) return { ok: true, params: {} as P };
  const params = schema.safeParse(raw);
  return params.success ? { ok: true, params: params.data } : { ok: false, refused: jsonError(404, notFound) };
}

/** The ?query, each name once; a bad value is the schema's error (422). */
export function parseQuery<Q>(request: NextRequest, schema: z.ZodType<Q> | undefined) {
  return schema ? schema.safeParse(Object.fromEntries(request.nextUrl.searchParams)) : { success: true as const, data: {} as Q };
}

/** The JSON body (at most `maxBytes`: a larger one throws BodyTooLargeError, 413); a body that is not JSON is parsed as empty so the schema reports it. */
export async function parseBody<P, B, C>(schema: BodySchema<P, B, C> | undefined, input: { params: P } & C, request: Request, maxBytes?: number) {
  if (!schema) return { success: true as const, data: {} as B };
  const raw = await readJsonBody(request, maxBytes);
  const resolved = typeof schema === "function" ? await schema({ ...input, raw }) : schema;
  return resolved.safeParse(raw);
}

function textIssue(values: string[]): string | undefined {
  for (const value of values) {
    const issue = plainTextIssue(value);
    if (issue) return issue;
  }
  return undefined;
}
