// GET /api/sessions – the signed-in account's sessions, newest first: { sessions: SessionView[] }
import { listSessions } from "@/lib/sessions";
import { ownSessionsRoute } from "@/lib/sessions/own-route";
import { sessionView } from "@/lib/sessions/view";

export const GET = ownSessionsRoute("sessions.list", async ({ session }) => ({
  sessions: (await listSessions({ accountId: session.accountId })).map((record) => sessionView(record, session.sid)),
}));
