import "server-only";
import { createTranslator } from "use-intl/core";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/i18n/locales";
import type { Mailer } from "@/features/reminders/server";
import type { Db, EndpointRow } from "./endpoints-repo";

// Telling the owner that an endpoint was paused: the Webhooks screen shows it on the endpoint at
// once; and when a mail server is set (SMTP_URL) and the account gave the reminders' digest an
// address, a mail goes there too, in the language the account saved its reminders in.

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function mailTexts(locale: Locale) {
  const messages = (await import(`../../../messages/${locale}/webhooks.json`)).default;
  return createTranslator({ locale, messages: { webhooks: messages }, namespace: "webhooks" });
}

export function pauseNotice(db: Db, mailer: () => Mailer | null, panelUrl: () => string) {
  return async (endpoint: EndpointRow): Promise<void> => {
    const out = mailer();
    if (!out) return;
    const [account] = await db.query<{ digest_email: string; locale: string }>("SELECT digest_email, locale FROM reminder_accounts WHERE account_id = $1", [
      endpoint.account_id,
    ]);
    if (!account?.digest_email) return;
    const t = await mailTexts(isLocale(account.locale) ? account.locale : DEFAULT_LOCALE);
    const link = `${panelUrl()}/webhooks`;
    const text = t("pauseMail.body", { url: endpoint.url, link });
    await out.send(account.digest_email, {
      subject: t("pauseMail.subject", { url: endpoint.url }),
      text,
      html: `<p>${escape(t("pauseMail.body", { url: endpoint.url, link }))}</p>`,
    });
  };
}
