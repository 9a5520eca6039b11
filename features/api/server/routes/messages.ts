import "server-only";
// POST /api/v1/messages – message the chosen clients, or every client matching a tab and search
import { jsonError } from "@/lib/api/responses";
import { MESSAGE_TEXTS, sendMessageSchema } from "@/lib/schemas/messaging";
import { recipientLogins, sendMessage } from "@/lib/upstream/messaging";
import { v1Route } from "../v1-route";

export const POST = v1Route(
  { scope: "messages:send", operation: "messages.send", body: sendMessageSchema, maxBodyBytes: 256 * 1024 },
  async ({ session, body }) => {
    const logins = await recipientLogins(session, body.recipients);
    if (logins === null) return jsonError(422, MESSAGE_TEXTS.tooMany);
    if (logins.length === 0) return jsonError(422, MESSAGE_TEXTS.noRecipients);
    return sendMessage(session, { logins, message: body.message, server: body.server });
  },
);
