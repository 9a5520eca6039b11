import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { can, offers, type Operation } from "@/lib/operations";
import { NOT_OFFERED_MESSAGE } from "@/lib/offer-messages";
import { currentBackend } from "@/lib/upstream/backend";
import { getSession, type SessionData } from "@/lib/session";
import { plainTextIssue } from "@/lib/schemas/text";
import { SESSION_ENDED_MESSAGE } from "@/lib/session-messages";
import { readJsonBody } from "./body";
import { withRequestLog } from "./request-log";
import { csrfRejection } from "./csrf";
import { idempotencyKeySchema } from "./idempotency";
import type { CurrentFigures } from "./outcome";
import { handleError, jsonError, validationError } from "./responses";
import { spendOnce } from "./spend";

export { SESSION_ENDED_MESSAGE };
export const ROLE_REFUSED_MESSAGE = "Not allowed for your role";

type RawParams = Record<string, string | string[]>;
type Context = { params: Promise<RawParams> };

/** A body schema, or one that depends on the caller or the path (e.g. the server's package ids for the client form). */
type BodySchema<P, B> = z.ZodType<B> | ((input: { session: SessionData; params: P; raw: unknown }) => z.ZodType<B> | Promise<z.ZodType<B>>);

type RouteSpec<P, Q, B> = {
  /**
   * What the handler does; a role the operations table does not give it gets 403 before anything
   * else. Where the path names the resource (/api/accounts/dealers/…), the operation follows from it.
   */
  operation: Operation | ((params: P) => Operation | undefined);
  /** Path parameters; a value that cannot exist answers 404 with `notFound`. */
  params?: z.ZodType<P>;
  notFound?: string;
  /** ?query; a bad value answers 422 with the schema's message. */
  query?: z.ZodType<Q> | ((params: P) => z.ZodType<Q>);
  /** The JSON body; a bad value answers 422 with the schema's message and nothing is forwarded. */
  body?: BodySchema<P, B>;
  /** The largest body read (MAX_BODY_BYTES, 64 KiB, unless a call needs more); a larger one answers 413, nothing forwarded. */
  maxBodyBytes?: number;
  /**
   * A call that spends or moves credits: sent at most once per intent (its Idempotency-Key), and
   * answered "outcome unknown" with the figures as they are now when no usable answer came
   * (lib/api/spend.ts). `when` says for which bodies (a client saved without months spends nothing);
   * `subject` re-reads the client's expiry or the account's credits for that answer.
   */
  spends?: { when?: (body: B) => boolean; subject?: (input: RouteInput<P, Q, B>) => Promise<CurrentFigures["subject"]> };
};

export type RouteInput<P, Q, B> = {
  request: NextRequest;
  session: SessionData;
  params: P;
  query: Q;
  body: B;
  /** The browser's Idempotency-Key for calls that spend or move credits; undefined when none was sent. */
  idempotencyKey: string | undefined;
};

/** A JSON answer that no cache may keep: every BFF answer is about one signed-in account. */
export function json(data: unknown, status = 200) {
  return NextResponse.json(data, { status, headers: { "cache-control": "no-store" } });
}

/**
 * Wraps a BFF route handler: CSRF check on writes, the session and the operation's role checked
 * here and not only in proxy.ts, params, query and body parsed with the handler's schemas (nothing
 * is forwarded on a bad input), and every failure mapped by handleError. A handler returns a
 * Response or any value, which is answered as JSON.
 */
export function apiRoute<P = Record<string, never>, Q = Record<string, never>, B = Record<string, never>>(
  spec: RouteSpec<P, Q, B>,
  handler: (input: RouteInput<P, Q, B>) => Promise<unknown>,
) {
  const serve = async (request: NextRequest, context: Context): Promise<Response> => {
    const refused = csrfRejection(request);
    if (refused) return jsonError(403, refused);
    const session = await getSession(request);
    if (!session) return jsonError(401, SESSION_ENDED_MESSAGE);
    if (typeof spec.operation === "string" && !can(session.role, spec.operation)) return jsonError(403, ROLE_REFUSED_MESSAGE);
    try {
      const rawParams: RawParams = (await context.params) ?? {};
      // A control or direction-changing character in the path or the query is refused as such, not as "not found".
      const badText = textIssue(Object.values(rawParams).flat()) ?? textIssue([...request.nextUrl.searchParams.values()]);
      if (badText) return jsonError(400, badText);
      const params = spec.params ? spec.params.safeParse(rawParams) : { success: true as const, data: {} as P };
      if (!params.success) return jsonError(404, spec.notFound ?? "Not found");
      const operation = typeof spec.operation === "function" ? spec.operation(params.data) : spec.operation;
      if (!operation || !can(session.role, operation)) return jsonError(403, ROLE_REFUSED_MESSAGE);
      // The role may, but this backend lacks the call (spec-only, not mapped): say so, send nothing.
      if (!offers(await currentBackend(), session.role, operation)) return jsonError(501, NOT_OFFERED_MESSAGE);
      const querySchema = typeof spec.query === "function" ? spec.query(params.data) : spec.query;
      const query = querySchema ? querySchema.safeParse(Object.fromEntries(request.nextUrl.searchParams)) : { success: true as const, data: {} as Q };
      if (!query.success) return validationError(query.error);
      const key = request.headers.get("idempotency-key");
      const idempotencyKey = key === null ? undefined : idempotencyKeySchema.safeParse(key);
      if (idempotencyKey && !idempotencyKey.success) return jsonError(400, "The Idempotency-Key header is not valid: reload the page and try again");
      const body = await parseBody(spec.body, session, params.data, request, spec.maxBodyBytes);
      if (!body.success) return validationError(body.error);
      const input = { request, session, params: params.data, query: query.data, body: body.data, idempotencyKey: idempotencyKey?.data };
      if (spec.spends && (spec.spends.when?.(input.body) ?? true)) {
        const subject = spec.spends.subject;
        return await spendOnce({
          session,
          operation,
          idempotencyKey: input.idempotencyKey,
          payload: { params: input.params, body: input.body },
          send: () => handler(input),
          subject: subject && (() => subject(input)),
        });
      }
      const answer = await handler(input);
      if (!(answer instanceof Response)) return json(answer);
      if (!answer.headers.has("cache-control")) answer.headers.set("cache-control", "no-store");
      return answer;
    } catch (error) {
      return handleError(error);
    }
  };
  return async (request: NextRequest, context: Context): Promise<Response> =>
    withRequestLog(request, await routeName(spec, context), () => serve(request, context));
}

/** The access log's name for the request: its operation, which may follow from the path's params. */
async function routeName<P, Q, B>(spec: RouteSpec<P, Q, B>, context: Context): Promise<string> {
  if (typeof spec.operation === "string") return spec.operation;
  const raw: RawParams = (await context.params) ?? {};
  const params = spec.params ? spec.params.safeParse(raw) : { success: true as const, data: {} as P };
  return (params.success && spec.operation(params.data)) || "unknown";
}

async function parseBody<P, B>(schema: BodySchema<P, B> | undefined, session: SessionData, params: P, request: Request, maxBytes?: number) {
  if (!schema) return { success: true as const, data: {} as B };
  const raw = await readJsonBody(request, maxBytes);
  const resolved = typeof schema === "function" ? await schema({ session, params, raw }) : schema;
  return resolved.safeParse(raw);
}

function textIssue(values: string[]): string | undefined {
  for (const value of values) {
    const issue = plainTextIssue(value);
    if (issue) return issue;
  }
  return undefined;
}

/**
 * Reads a JSON body of at most 64 KiB (lib/api/body.ts; a larger one throws BodyTooLargeError,
 * answered 413 by handleError); a body that is not JSON is treated as empty so the schema reports it.
 */
export async function readJson(request: Request): Promise<unknown> {
  return readJsonBody(request);
}
