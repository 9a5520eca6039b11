import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import type { ZodType } from "zod";
import { can, offers, type Operation } from "@/lib/operations";
import { NOT_OFFERED_MESSAGE } from "@/lib/offer-messages";
import type { Role } from "@/lib/roles";
import { screenRoute, type ScreenId } from "@/lib/screens";
import { currentBackend } from "@/lib/backends";
import { csrfRejection } from "./csrf";
import { BAD_IDEMPOTENCY_KEY_MESSAGE, idempotencyKeyOf } from "./idempotency";
import type { CurrentFigures } from "./outcome";
import { withRequestLog } from "./request-log";
import { handleError, jsonError, validationError } from "./responses";
import { authenticate, roleOf, type Auth, type BearerCheck, type CallerOf } from "./route-auth";
import { parseBody, parseParams, parseQuery, type BodySchema, type RawParams } from "./route-input";
import { markRoute } from "./route-mark";
import { spendEntrance, type SpendEntrance } from "./spend";
import { setRequestOrigin, type RequestOrigin } from "@/lib/request-context";
import { clientAddress } from "@/lib/auth/client-address";
import type { SessionData } from "@/lib/session";

/** An API call that spends must name its intent: a program retries, and only the key makes a retry safe. */
export const IDEMPOTENCY_KEY_REQUIRED_MESSAGE =
  "This call spends credits: send an Idempotency-Key header (a new random value per intended payment, the same on a retry).";

export const ROLE_REFUSED_MESSAGE = "Not allowed for your role";

type Context = { params: Promise<RawParams> };

type RouteSpec<P, Q, B, A extends Auth> = {
  /** Who may call: a session (the default), a pending sign-in, a session or a sign-in setting up its second factor, an API key, or anyone. */
  auth?: A;
  /** The credential's check of a bearer route (auth "bearer" only). */
  bearer?: BearerCheck;
  /**
   * The upstream operation the handler performs; a role the operations table does not give it
   * gets 403 before anything else, a backend without the call 501. Where the path names the
   * resource (/api/accounts/dealers/…), the operation follows from it. The access log's name.
   */
  operation?: Operation | ((params: P) => Operation | undefined);
  /** The access log's name of a handler without an upstream operation (the panel's own records, sign-in). */
  name?: string;
  /** The roles allowed (403 for the others), for handlers without an upstream operation. */
  roles?: readonly Role[];
  /** The screen the handler serves: a role without that screen gets 403 (the panel's own records). */
  screen?: ScreenId;
  /** Path parameters; a value that cannot exist answers 404 with `notFound`. */
  params?: ZodType<P>;
  notFound?: string;
  /** ?query; a bad value answers 422 with the schema's message. */
  query?: ZodType<Q> | ((params: P) => ZodType<Q>);
  /** The JSON body; a bad value answers 422 with the schema's message and nothing is forwarded. */
  body?: BodySchema<P, B, CallerOf<A>>;
  /** The largest body read (MAX_BODY_BYTES, 64 KiB, unless a call needs more); a larger one answers 413, nothing forwarded. */
  maxBodyBytes?: number;
  /**
   * A call that spends or moves credits, sent through the one spend entrance (lib/api/spend.ts)
   * under the request's Idempotency-Key: at most once per intent, and answered "outcome unknown"
   * with the figures as they are now when no usable answer came. The handler is the write,
   * unless `batch`: then it is handed the entrance (`spend`) to send a batch as one intent or
   * item by item. `when` says for which bodies (a client saved without months spends nothing);
   * `subject` re-reads the client's expiry or the account's credits for that answer.
   */
  spends?: {
    when?: (body: B) => boolean;
    subject?: (input: RouteInput<P, Q, B, "session">) => Promise<CurrentFigures["subject"]>;
    batch?: true;
  };
};

export type RouteInput<P, Q, B, A extends Auth = "session"> = {
  request: NextRequest;
  params: P;
  query: Q;
  body: B;
  /** The spend entrance of a `spends: { batch: true }` handler; any other handler that calls it fails (500), nothing sent. */
  spend: SpendEntrance;
} & CallerOf<A>;

/** A JSON answer that no cache may keep: every BFF answer is about one signed-in account. */
export function json(data: unknown, status = 200) {
  return NextResponse.json(data, { status, headers: { "cache-control": "no-store" } });
}

const NO_SPEND: SpendEntrance = {
  once: () => Promise.reject(new Error("a spend outside a spends route")),
  item: () => Promise.reject(new Error("a spend outside a spends route")),
  sent: () => Promise.reject(new Error("a spend outside a spends route")),
};

/**
 * Every BFF handler's pipeline: the CSRF check on writes → the caller (by `auth`) → the role
 * (operation, roles or screen) and the backend's offer → path, query and body parsed with the
 * handler's schemas (nothing is forwarded on a bad input) → the handler, or the spend entrance
 * with the handler as its write → the answer (JSON, never cached) → one access log line, the
 * X-Request-Id answered, every failure mapped by handleError. A handler returns a Response or any
 * value, which is answered as JSON.
 */
export function apiRoute<P = Record<string, never>, Q = Record<string, never>, B = Record<string, never>, A extends Auth = "session">(
  spec: RouteSpec<P, Q, B, A>,
  handler: (input: RouteInput<P, Q, B, A>) => Promise<unknown>,
) {
  const serve = async (request: NextRequest, context?: Context): Promise<Response> => {
    // A bearer key is not sent by a browser on its own, so a cross-site form cannot use it: no CSRF check.
    const byKey = spec.auth === "bearer";
    const refused = byKey ? null : csrfRejection(request);
    if (refused) return jsonError(403, refused);
    try {
      const caller = await authenticate(request, spec.auth ?? "session", spec.bearer);
      if (!caller.ok) return caller.refused;
      const { found } = caller;
      if (found.session && !byKey) setRequestOrigin(browserOrigin(request, found.session));
      const role = roleOf(found);
      if (!allowed(spec, role, typeof spec.operation === "string" ? spec.operation : undefined)) return jsonError(403, ROLE_REFUSED_MESSAGE);
      const path = await parseParams(request, context, spec.params, spec.notFound);
      if (!path.ok) return path.refused;
      const { params } = path;
      const operation = typeof spec.operation === "function" ? spec.operation(params) : spec.operation;
      if (spec.operation !== undefined) {
        if (!operation || !role || !can(role, operation)) return jsonError(403, ROLE_REFUSED_MESSAGE);
        // The role may, but this backend lacks the call (spec-only, not mapped): say so, send nothing.
        if (!offers(await currentBackend(), role, operation)) return jsonError(501, NOT_OFFERED_MESSAGE);
      }
      const query = parseQuery(request, typeof spec.query === "function" ? spec.query(params) : spec.query);
      if (!query.success) return validationError(query.error);
      const key = spec.spends ? idempotencyKeyOf(request) : { ok: true as const, key: undefined };
      if (!key.ok) return jsonError(400, BAD_IDEMPOTENCY_KEY_MESSAGE);
      if (byKey && spec.spends && key.key === undefined) return jsonError(400, IDEMPOTENCY_KEY_REQUIRED_MESSAGE, { problem: "idempotency-key-required" });
      const body = await parseBody<P, B, CallerOf<A>>(spec.body, { ...found, params } as { params: P } & CallerOf<A>, request, spec.maxBodyBytes);
      if (!body.success) return validationError(body.error);
      const spends = spec.spends && found.session && operation && (spec.spends.when?.(body.data) ?? true) ? spec.spends : undefined;
      const spend = spends && found.session && operation ? spendEntrance(found.session, operation, key.key) : NO_SPEND;
      const input = { request, ...found, params, query: query.data, body: body.data, spend } as RouteInput<P, Q, B, A>;
      if (spends && !spends.batch) {
        const subject = spends.subject;
        const sessionInput = input as unknown as RouteInput<P, Q, B, "session">;
        return await spend.once({ payload: { params, body: body.data }, send: () => handler(input), subject: subject && (() => subject(sessionInput)) });
      }
      return answered(await handler(input));
    } catch (error) {
      return handleError(error);
    }
  };
  // The context is optional: a handler without path parameters may be called with the request alone.
  const route = async (request: NextRequest, context?: Context): Promise<Response> =>
    withRequestLog(request, await routeName(spec, context), () => serve(request, context));
  return markRoute(route, { operation: spec.operation, params: spec.params, spends: spec.spends ? (spec.spends.batch ? "batch" : "once") : undefined });
}

function browserOrigin(request: NextRequest, session: SessionData): RequestOrigin {
  const userAgent = request.headers.get("user-agent")?.slice(0, 300) || undefined;
  return { via: "browser", accountId: session.accountId, account: session.name, role: session.role, address: clientAddress(request.headers), userAgent };
}

/** The role checks that need no path: the roles and the screen given, and an operation named outright. */
function allowed<P, Q, B, A extends Auth>(spec: RouteSpec<P, Q, B, A>, role: Role | undefined, operation: Operation | undefined): boolean {
  if ((spec.roles || spec.screen || operation) && !role) return false;
  if (spec.roles && !spec.roles.includes(role!)) return false;
  if (spec.screen && !screenRoute(role!, spec.screen)) return false;
  return !operation || can(role!, operation);
}

function answered(answer: unknown): Response {
  if (!(answer instanceof Response)) return json(answer);
  if (!answer.headers.has("cache-control")) answer.headers.set("cache-control", "no-store");
  return answer;
}

/** The access log's name for the request: its name, or its operation, which may follow from the path's params. */
async function routeName<P, Q, B, A extends Auth>(spec: RouteSpec<P, Q, B, A>, context?: Context): Promise<string> {
  if (spec.name) return spec.name;
  if (typeof spec.operation === "string") return spec.operation;
  if (!spec.operation) return "unknown";
  const raw: RawParams = (await context?.params) ?? {};
  const params = spec.params ? spec.params.safeParse(raw) : { success: true as const, data: {} as P };
  return (params.success && spec.operation(params.data)) || "unknown";
}
