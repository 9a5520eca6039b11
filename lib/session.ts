import "server-only";
import { cache } from "react";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import type { NextRequest } from "next/server";
import { HOME_ROUTE, LOGIN_ROUTE, type Role } from "./roles";
import { canOpen } from "./route-table";
import {
  COOKIE_NAMES,
  isSecureRequest,
  readSessionSeal,
  sealSession,
  sessionCookie,
  unsealSession,
  SESSION_TTL_MS,
  type SessionData,
} from "./session-cookie";

export type { SessionData } from "./session-cookie";

/**
 * The signed-in session of this request, or null. Cached per request. A route handler passes its
 * request, whose cookies are parsed already, rather than going through next/headers again.
 */
export const getSession = cache(async (request?: NextRequest): Promise<SessionData | null> => {
  const forwardedProto = (request?.headers ?? (await headers())).get("x-forwarded-proto");
  return unsealSession(readSessionSeal(request?.cookies ?? (await cookies()), { secure: isSecureRequest("", forwardedProto) }));
});

/**
 * For pages and server components: the session, or a redirect to /login (signed out or
 * past the hour) or to / (a role that may not be here). Never rely on proxy.ts alone.
 */
export async function requireSession(options: { roles?: readonly Role[] } = {}): Promise<SessionData> {
  const session = await getSession();
  if (!session) redirect(LOGIN_ROUTE);
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

/** Starts the one-hour session; call from a route handler. */
export async function startSession(data: Omit<SessionData, "expiresAt">, requestUrl: string): Promise<SessionData> {
  const session: SessionData = { ...data, expiresAt: Date.now() + SESSION_TTL_MS };
  const secure = isSecureRequest(requestUrl, (await headers()).get("x-forwarded-proto"));
  const cookieStore = await cookies();
  cookieStore.set(sessionCookie(secure, await sealSession(session), session.expiresAt));
  return session;
}

export async function endSession(): Promise<void> {
  const cookieStore = await cookies();
  for (const name of COOKIE_NAMES) {
    // An expired copy with the same attributes: a __Host- cookie is only replaced by a Secure one.
    if (cookieStore.get(name)) cookieStore.set({ ...sessionCookie(name === COOKIE_NAMES[0], "", 0), name, maxAge: 0 });
  }
}
