// DELETE /api/sessions/:id – ends one of the signed-in account's sessions (named by its digest,
// lib/sessions/view.ts); ending this one signs this browser out on its next request.
import { jsonError } from "@/lib/api/responses";
import { endSessions, listSessions } from "@/lib/sessions";
import { ownSessionsRoute, SESSION_NOT_FOUND } from "@/lib/sessions/own-route";
import { publicSessionId } from "@/lib/sessions/view";
import type { SessionEndedAnswer } from "@/lib/schemas/sessions";

export const DELETE = ownSessionsRoute("sessions.end", async ({ session, params }): Promise<SessionEndedAnswer | Response> => {
  const owner = { accountId: session.accountId };
  const target = (await listSessions(owner)).find((record) => publicSessionId(record.id) === params.id);
  if (!target) return jsonError(404, SESSION_NOT_FOUND);
  const ended = await endSessions(owner, [target.id]);
  return { ended: ended.length, current: target.id === session.sid };
});
