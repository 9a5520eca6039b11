// DELETE /api/sessions/:id – ends one of the signed-in account's sessions (named by its digest,
// lib/session-registry/view.ts); ending this one signs this browser out on its next request.
import { z } from "zod";
import { jsonError } from "@/lib/api/responses";
import { apiRoute } from "@/lib/api/route";
import { endSessions, listSessions } from "@/lib/session-registry";
import { publicSessionId, SESSION_NOT_FOUND } from "@/lib/session-registry/view";
import type { SessionEndedAnswer } from "@/lib/schemas/sessions";

// The panel's own records, no upstream call: the role needs the Your Sessions screen.
const own = { name: "sessions.end", screen: "sessions", params: z.object({ id: z.string() }), notFound: SESSION_NOT_FOUND } as const;

export const DELETE = apiRoute(own, async ({ session, params }): Promise<SessionEndedAnswer | Response> => {
  const owner = { accountId: session.accountId };
  const target = (await listSessions(owner)).find((record) => publicSessionId(record.id) === params.id);
  if (!target) return jsonError(404, SESSION_NOT_FOUND);
  const ended = await endSessions(owner, [target.id]);
  return { ended: ended.length, current: target.id === session.sid };
});
