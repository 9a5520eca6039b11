// GET /api/sessions – the signed-in account's sessions, newest first: { sessions: SessionView[] }
import { apiRoute } from "@/lib/api/route";
import { listSessions } from "@/lib/session-registry";
import { sessionView } from "@/lib/session-registry/view";

// The panel's own records, no upstream call: the role needs the Your Sessions screen.
export const GET = apiRoute({ name: "sessions.list", screen: "sessions" }, async ({ session }) => ({
  sessions: (await listSessions({ accountId: session.accountId })).map((record) => sessionView(record, session.sid)),
}));
