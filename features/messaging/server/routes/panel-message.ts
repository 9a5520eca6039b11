// POST /api/panel-message – the admin replaces the message every dashboard shows
import { apiRoute } from "@/lib/api/route";
import { panelMessageSchema } from "@/lib/schemas/messaging";
import { savePanelMessage } from "@/lib/upstream/messaging";

export const POST = apiRoute({ operation: "message.write", body: panelMessageSchema }, ({ session, body }) => savePanelMessage(session, body.message));
