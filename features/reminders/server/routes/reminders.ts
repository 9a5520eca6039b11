// PUT /api/reminders – save the signed-in account's reminder rules, digest settings and, when one is
// entered, the password the scheduler signs in with, in one go: nothing is saved when any part is
// refused. The panel language they were saved in is kept too (the digest, and by default the
// clients' device message, are written in it).
import { chooseLocale, LOCALE_COOKIE } from "@/i18n/locales";
import { apiRoute } from "@/lib/api/route";
import { checkPassword } from "@/features/reminders/server/check-password";
import { saveCredential, saveSettings } from "@/features/reminders/server/repo";
import { REMINDER_TEXTS, reminderSaveSchema } from "@/features/reminders/model/schemas";
import { panelStore } from "@/lib/store";

// Reminders send through sendmessage: a role (or backend) without it has no reminders either.
export const PUT = apiRoute({ operation: "messages.send", body: reminderSaveSchema }, async ({ request, session, body }) => {
  const locale = chooseLocale(request.cookies.get(LOCALE_COOKIE)?.value, request.headers.get("accept-language"));
  const key = { accountId: session.accountId, role: session.role, name: session.name };
  const { password, ...settings } = body;
  let sealed: string | null = null;
  if (password !== "") {
    const checked = await checkPassword(request.headers, key, password);
    if ("refusal" in checked) return checked.refusal;
    sealed = checked.sealed;
  }
  const now = new Date();
  await (
    await panelStore()
  ).transaction(async (tx) => {
    await saveSettings(tx, key, settings, now, locale);
    if (sealed !== null) await saveCredential(tx, key, sealed, now);
  });
  return { message: sealed === null ? REMINDER_TEXTS.saved : REMINDER_TEXTS.savedWithPassword };
});
