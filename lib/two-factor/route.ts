import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import type { z } from "zod";
import { readJsonBody } from "@/lib/api/body";
import { csrfRejection } from "@/lib/api/csrf";
import { withRequestLog } from "@/lib/api/request-log";
import { handleError, jsonError, validationError } from "@/lib/api/responses";
import { ROLE_REFUSED_MESSAGE } from "@/lib/api/route";
import type { Role } from "@/lib/roles";
import { getSession, type SessionData } from "@/lib/session";
import { SESSION_ENDED_MESSAGE } from "@/lib/session-messages";
import type { AccountId } from "./account";
import { readPending, type PendingSignIn } from "./pending";

/**
 * Whose factors a request is about: the signed-in session's account or, where `duringSignIn` allows
 * it, the account of a pending sign-in at the "enrol" stage (a role that requires a second factor
 * and has none sets one up before its session starts).
 */
export type Actor = { account: AccountId; session: SessionData | null; pending: PendingSignIn | null };

type Spec<B> = {
  /** The access log's name. */
  name: string;
  body?: z.ZodType<B>;
  roles?: readonly Role[];
  duringSignIn?: boolean;
};

/**
 * The second-factor handlers' wrapper, as apiRoute does for the upstream's calls: the CSRF check on
 * writes, the session (or the pending sign-in) and the role checked here, the body parsed with zod
 * (422 and nothing changed on a bad one), every failure mapped by handleError, answers not cached.
 */
export function twoFactorRoute<B = Record<string, never>>(
  spec: Spec<B>,
  handler: (input: { request: NextRequest; actor: Actor; body: B }) => Promise<unknown>,
) {
  const serve = async (request: NextRequest): Promise<Response> => {
    const refused = csrfRejection(request);
    if (refused) return jsonError(403, refused);
    try {
      const actor = await actorOf(request, spec.duringSignIn ?? false);
      if (!actor) return jsonError(401, SESSION_ENDED_MESSAGE);
      if (spec.roles && !spec.roles.includes(actor.account.role)) return jsonError(403, ROLE_REFUSED_MESSAGE);
      const body = spec.body ? spec.body.safeParse(await readJsonBody(request)) : { success: true as const, data: {} as B };
      if (!body.success) return validationError(body.error);
      const answer = await handler({ request, actor, body: body.data });
      const response = answer instanceof Response ? answer : NextResponse.json(answer);
      response.headers.set("cache-control", "no-store");
      return response;
    } catch (error) {
      return handleError(error);
    }
  };
  return (request: NextRequest) => withRequestLog(request, spec.name, () => serve(request));
}

async function actorOf(request: NextRequest, duringSignIn: boolean): Promise<Actor | null> {
  const session = await getSession(request);
  if (session) return { account: { id: session.accountId, role: session.role, name: session.name }, session, pending: null };
  if (!duringSignIn) return null;
  const pending = await readPending(request);
  return pending?.stage === "enrol" ? { account: { id: pending.id, role: pending.role, name: pending.name }, session: null, pending } : null;
}
