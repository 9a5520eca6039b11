import "server-only";
import { cache } from "react";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import type { NextRequest } from "next/server";
import { clientAddress } from "../auth/client-address";
import { HOME_ROUTE, type Role } from "../roles";
import { canOpen } from "../route-table";
import { browserSummary, endSessions, isRegistered, newSessionId, registerSession } from "../session-registry";
import { COOKIE_NAMES, isSecureRequest, readSessionSeal, sealSession, sessionCookie, unsealSession, SESSION_TTL_MS, type SessionData } from "./cookie";

export type { SessionData } from "./cookie";

/**
 * The signed-in session of this request, or null: the sealed cookie, within its hour, and still
 * registered (lib/session-registry: ended sessions are gone from the registry). Cached per request. A
 * route handler passes its request, whose cookies are parsed already, rather than going through
 * next/headers again.
 */
export const getSession = cache(async (request?: NextRequest): Promise<SessionData | null> => {
  const forwardedProto = (request?.headers ?? (await headers())).get("x-forwarded-proto");
  const session = await unsealSession(readSessionSeal(request?.cookies ?? (await cookies()), { secure: isSecureRequest("", forwardedProto) }));
  return session && (await isRegistered(session)) ? session : null;
});

/**
 * Where a page sends a request without a session: /logout, which clears the cookie and goes on to
 * /login. Not /login itself: a cookie that still unseals but was ended (no longer registered)
 * passes proxy.ts's cookie-only check, which sends a signed-in /login back to /, and round again.
 */
export const SIGNED_OUT_ROUTE = "/logout";

/**
 * For pages and server components: the session, or a redirect to sign-in (signed out, past the
 * hour, or ended) or to / (a role that may not be here). Never rely on proxy.ts alone.
 */
export async function requireSession(options: { roles?: readonly Role[] } = {}): Promise<SessionData> {
  const session = await getSession();
  if (!session) redirect(SIGNED_OUT_ROUTE);
  if (options.roles && !options.roles.includes(session.role)) redirect(HOME_ROUTE);
  return session;
}

/** For a page of the route table: the session, if its role may open this route (lib/roles.ts). */
export async function requireRoute(route: string): Promise<SessionData> {
  const session = await requireSession();
  if (!canOpen(session.role, route)) redirect(HOME_ROUTE);
  return session;
}

/** Milliseconds left in the session, measured on the server's clock. */
export function remainingMs(session: SessionData): number {
  return Math.max(0, session.expiresAt - Date.now());
}

/**
 * Starts the one-hour session: registers it (lib/session-registry; throws SessionRegistryUnavailable when
 * it cannot be) and sets the sealed cookie. Call from a route handler, with its request.
 */
export async function startSession(data: Omit<SessionData, "expiresAt" | "sid">, request: Request): Promise<SessionData> {
  const now = Date.now();
  const session: SessionData = { ...data, sid: newSessionId(), expiresAt: now + SESSION_TTL_MS };
  await registerSession({
    id: session.sid,
    accountId: session.accountId,
    account: session.name,
    role: session.role,
    startedAt: now,
    lastUsedAt: now,
    expiresAt: session.expiresAt,
    browser: browserSummary(request.headers.get("user-agent")),
    address: clientAddress(request.headers),
  });
  const secure = isSecureRequest(request.url, request.headers.get("x-forwarded-proto"));
  const cookieStore = await cookies();
  cookieStore.set(sessionCookie(secure, await sealSession(session), session.expiresAt));
  return session;
}

/**
 * Ends this browser's session: out of the registry first (so a copy of the cookie is refused
 * from now on, whatever the upstream does with the token), then the cookie cleared.
 */
export async function endSession(session?: SessionData | null): Promise<void> {
  // A registry out of reach (logged) must not keep the cookie: the end is held and written through
  // once the registry answers again (lib/session-registry/unrecorded.ts); this instance refuses a copy meanwhile.
  if (session) await endSessions({ accountId: session.accountId }, [session.sid]).catch(() => undefined);
  const cookieStore = await cookies();
  for (const name of COOKIE_NAMES) {
    // An expired copy with the same attributes: a __Host- cookie is only replaced by a Secure one.
    if (cookieStore.get(name)) cookieStore.set({ ...sessionCookie(name === COOKIE_NAMES[0], "", 0), name, maxAge: 0 });
  }
}
