// The stand-in for lib/session in the identity tests: the test's session, only while the
// registry has it (as lib/session's getSession checks). Its own module: the mock must not import
// the route handlers, which import lib/session themselves.
import type { SessionData } from "@/lib/session/cookie";
import { isRegistered } from "@/lib/session-registry";

export const current: { session: SessionData | null } = { session: null };

export const registeredSessionMock = {
  getSession: async () => (current.session && (await isRegistered(current.session)) ? current.session : null),
};
