// PUT /api/reminders – save the signed-in account's reminder rules and digest settings, and the
// panel language they were saved in (the digest e-mail is written in it)
import { chooseLocale, LOCALE_COOKIE } from "@/i18n/locales";
import { apiRoute } from "@/lib/api/route";
import { saveSettings } from "@/lib/reminders/repo";
import { REMINDER_TEXTS, reminderSettingsSchema } from "@/lib/reminders/schemas";
import { panelStore } from "@/lib/store";

// Reminders send through sendmessage: a role (or backend) without it has no reminders either.
export const PUT = apiRoute({ operation: "messages.send", body: reminderSettingsSchema }, async ({ request, session, body }) => {
  const locale = chooseLocale(request.cookies.get(LOCALE_COOKIE)?.value, request.headers.get("accept-language"));
  await saveSettings(await panelStore(), { accountId: session.accountId, role: session.role, name: session.name }, body, new Date(), locale);
  return { message: REMINDER_TEXTS.saved };
});
