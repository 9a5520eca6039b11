// DELETE /api/sessions/others – ends every session of the signed-in account but this one.
import { apiRoute } from "@/lib/api/route";
import { endAccountSessions } from "@/lib/session-registry";
import type { SessionsEndedAnswer } from "@/lib/schemas/sessions";

// The panel's own records, no upstream call: the role needs the Your Sessions screen.
export const DELETE = apiRoute({ name: "sessions.endOthers", screen: "sessions" }, async ({ session }): Promise<SessionsEndedAnswer> => ({
  ended: await endAccountSessions({ accountId: session.accountId }, session.sid),
}));
