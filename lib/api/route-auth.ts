import "server-only";
import type { NextRequest } from "next/server";
import type { Role } from "@/lib/roles";
import { getSession, type SessionData } from "@/lib/session";
import { SESSION_ENDED_MESSAGE } from "@/lib/session/messages";
import { TWO_FACTOR_MESSAGES } from "@/lib/schemas/two-factor";
import type { Actor } from "@/lib/two-factor/actor";
import { readPending, type PendingSignIn } from "@/lib/two-factor/pending";
import { jsonError } from "./responses";

// The route wrapper's auth step: who the request is from, by the handler's auth mode.
//  - "session": a signed-in session (401 "session ended" without one);
//  - "pending": a sign-in whose password was right and whose second factor is being checked
//    (401 `{ message, ended: true }` when it timed out, was used, or never began);
//  - "enrol-or-session": the signed-in session or, before it starts, a pending sign-in at the
//    "enrol" stage (a role that requires a second factor and has none sets one up first);
//  - "bearer": a program with a credential in its Authorization header, checked by the route's
//    own `bearer` (the API's keys are a feature's, so the pipeline is handed the check): the
//    credential's account, as a session-like caller holding an upstream token;
//  - "none": anyone (sign-in itself, its captcha, sign-out).

export type Auth = "session" | "pending" | "enrol-or-session" | "bearer" | "none";

/** What the handler is told of the caller, by auth mode. */
export type CallerOf<A extends Auth> = A extends "session" | "bearer"
  ? { session: SessionData; actor: Actor }
  : A extends "pending"
    ? { pending: PendingSignIn }
    : A extends "enrol-or-session"
      ? { actor: Actor }
      : unknown;

/** A bearer credential's check: the account it acts for, or the answer that refuses it. */
export type BearerCheck = (request: NextRequest) => Promise<{ ok: true; found: { session: SessionData } } | { ok: false; refused: Response }>;

/** The caller as found: every field the modes may give, for the steps after this one. */
export type Found = { session?: SessionData; actor?: Actor; pending?: PendingSignIn };

const sessionActor = (session: SessionData): Actor => ({ account: { id: session.accountId, role: session.role, name: session.name }, session, pending: null });

/** The caller, or the answer that refuses the request. */
export async function authenticate(
  request: NextRequest,
  auth: Auth,
  bearer?: BearerCheck,
): Promise<{ ok: true; found: Found } | { ok: false; refused: Response }> {
  if (auth === "none") return { ok: true, found: {} };
  if (auth === "bearer") {
    if (!bearer) throw new Error("a bearer route without its check");
    const key = await bearer(request);
    return key.ok ? { ok: true, found: { session: key.found.session, actor: sessionActor(key.found.session) } } : key;
  }
  if (auth === "pending") {
    const pending = await readPending(request);
    if (pending?.stage === "verify") return { ok: true, found: { pending } };
    return { ok: false, refused: jsonError(401, TWO_FACTOR_MESSAGES.notPending, { ended: true }) };
  }
  const session = await getSession(request);
  if (session) return { ok: true, found: { session, actor: sessionActor(session) } };
  if (auth === "enrol-or-session") {
    const pending = await readPending(request);
    if (pending?.stage === "enrol") {
      return { ok: true, found: { actor: { account: { id: pending.id, role: pending.role, name: pending.name }, session: null, pending } } };
    }
  }
  return { ok: false, refused: jsonError(401, SESSION_ENDED_MESSAGE) };
}

/** The role the caller acts in, where it has one. */
export const roleOf = (found: Found): Role | undefined => found.session?.role ?? found.actor?.account.role;
