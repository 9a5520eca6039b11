import "server-only";
import type { NextRequest } from "next/server";
import { getSession, type SessionData } from "@/lib/session";
import type { Role } from "@/lib/roles";
import { csrfRejection } from "./csrf";
import { handleError, jsonError } from "./responses";

export const SESSION_ENDED_MESSAGE = "Your session has ended. Please sign in again.";

type Context<P> = { params: Promise<P> };
type Handler<P> = (request: NextRequest, ctx: { session: SessionData; params: P }) => Promise<Response>;

/**
 * Wraps a BFF route handler: CSRF check on writes, the session and role checked here and
 * not only in proxy.ts, and every failure mapped by handleError.
 */
export function sessionRoute<P = Record<string, never>>(roles: readonly Role[] | "any", handler: Handler<P>) {
  return async (request: NextRequest, context: Context<P>): Promise<Response> => {
    const refused = csrfRejection(request);
    if (refused) return jsonError(403, refused);
    const session = await getSession();
    if (!session) return jsonError(401, SESSION_ENDED_MESSAGE);
    if (roles !== "any" && !roles.includes(session.role)) return jsonError(403, "Not allowed for your role");
    try {
      return await handler(request, { session, params: await context.params });
    } catch (error) {
      return handleError(error);
    }
  };
}

/** Reads a JSON body; a body that is not JSON is treated as empty so the schema reports it. */
export async function readJson(request: Request): Promise<unknown> {
  return request.json().catch(() => ({}));
}
