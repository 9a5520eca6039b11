// DELETE /api/reminders/credential – forget the account's stored password (device reminders and the
// digest stop). It is stored with the rules, by PUT /api/reminders.
import { apiRoute } from "@/lib/api/route";
import { saveCredential } from "@/features/reminders/server/repo";
import { REMINDER_TEXTS } from "@/features/reminders/model/schemas";
import { panelStore } from "@/lib/store";

export const DELETE = apiRoute({ operation: "messages.send" }, async ({ session }) => {
  await saveCredential(await panelStore(), { accountId: session.accountId, role: session.role, name: session.name }, null, new Date());
  return { message: REMINDER_TEXTS.credentialForgotten };
});
