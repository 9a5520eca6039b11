// POST /api/messages – message the chosen clients, or every client matching a tab and search
import { jsonError } from "@/lib/api/responses";
import { apiRoute } from "@/lib/api/route";
import { MESSAGE_TEXTS, sendMessageSchema } from "@/lib/schemas/messages";
import { recipientLogins, sendMessage } from "@/lib/upstream/messages";

export const POST = apiRoute({ operation: "messages.send", body: sendMessageSchema }, async ({ session, body }) => {
  const logins = await recipientLogins(session, body.recipients);
  if (logins === null) return jsonError(422, MESSAGE_TEXTS.tooMany);
  if (logins.length === 0) return jsonError(422, MESSAGE_TEXTS.noRecipients);
  return sendMessage(session, { logins, message: body.message, server: body.server });
});
