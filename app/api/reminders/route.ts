// PUT /api/reminders – save the signed-in account's reminder rules and digest settings
import { apiRoute } from "@/lib/api/route";
import { saveSettings } from "@/lib/reminders/repo";
import { REMINDER_TEXTS, reminderSettingsSchema } from "@/lib/reminders/schemas";
import { panelStore } from "@/lib/store";

// Reminders send through sendmessage: a role (or backend) without it has no reminders either.
export const PUT = apiRoute({ operation: "messages.send", body: reminderSettingsSchema }, async ({ session, body }) => {
  await saveSettings(await panelStore(), { role: session.role, name: session.name }, body, new Date());
  return { message: REMINDER_TEXTS.saved };
});
