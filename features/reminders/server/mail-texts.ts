import "server-only";
// The digest e-mail's texts in the recipient account's language (namespace "reminderEmail"): the
// scheduler runs with no request, so it reads the catalogue itself rather than next-intl's request config.
import { createTranslator } from "use-intl/core";
import type { Locale } from "@/i18n/locales";
import type { Translate } from "@/i18n/translator";

const translators = new Map<Locale, Translate>();

export async function mailTranslator(locale: Locale): Promise<Translate> {
  let t = translators.get(locale);
  if (!t) {
    const messages = (await import(`../../../messages/${locale}/reminderEmail.json`)).default;
    t = createTranslator({ locale, messages: { reminderEmail: messages }, namespace: "reminderEmail" }) as unknown as Translate;
    translators.set(locale, t);
  }
  return t;
}
