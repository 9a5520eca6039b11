import "server-only";
import type { NextRequest } from "next/server";
import { csrfRejection } from "@/lib/api/csrf";
import { withRequestLog } from "@/lib/api/request-log";
import { handleError, jsonError } from "@/lib/api/responses";
import { json, ROLE_REFUSED_MESSAGE, SESSION_ENDED_MESSAGE } from "@/lib/api/route";
import { screenRoute } from "@/lib/screens";
import { getSession, type SessionData } from "@/lib/session";

// The BFF handlers of "Your sessions" (/api/sessions…): the panel's own records, no upstream call,
// so not lib/api/route.ts's operations table. Each checks, itself: CSRF on a write, the session,
// and that the role has the Your Sessions screen (lib/screens.ts: every role, today).
export const SESSION_NOT_FOUND = "This session has ended already.";

type Context = { params: Promise<Record<string, string | string[]>> };

export function ownSessionsRoute(name: string, handler: (input: { session: SessionData; params: Record<string, string | string[]> }) => Promise<unknown>) {
  return (request: NextRequest, context: Context): Promise<Response> =>
    withRequestLog(request, name, async () => {
      const refused = csrfRejection(request);
      if (refused) return jsonError(403, refused);
      const session = await getSession(request);
      if (!session) return jsonError(401, SESSION_ENDED_MESSAGE);
      if (!screenRoute(session.role, "sessions")) return jsonError(403, ROLE_REFUSED_MESSAGE);
      try {
        const answer = await handler({ session, params: (await context.params) ?? {} });
        return answer instanceof Response ? answer : json(answer);
      } catch (error) {
        return handleError(error);
      }
    });
}
