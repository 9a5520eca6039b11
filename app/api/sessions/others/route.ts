// DELETE /api/sessions/others – ends every session of the signed-in account but this one.
import { endAccountSessions } from "@/lib/sessions";
import { ownSessionsRoute } from "@/lib/sessions/own-route";
import type { SessionsEndedAnswer } from "@/lib/schemas/sessions";

export const DELETE = ownSessionsRoute("sessions.endOthers", async ({ session }): Promise<SessionsEndedAnswer> => ({
  ended: await endAccountSessions({ accountId: session.accountId }, session.sid),
}));
