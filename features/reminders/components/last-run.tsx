import { getLocale, getTranslations } from "next-intl/server";
import { formatFor } from "@/hooks/use-format";
import { DEFAULT_LOCALE, isLocale } from "@/i18n/locales";
import type { Translate } from "@/i18n/translator";
import { translateError } from "@/i18n/validation-messages";
import type { RunRow } from "@/features/reminders/server/repo";
import { lastRunText } from "@/features/reminders/model/run-text";

/** What the last day's reminders did, in the reader's words. */
export async function LastRun({ run }: { run: RunRow }) {
  const [t, validation, tag] = await Promise.all([getTranslations("reminders"), getTranslations("validation"), getLocale()]);
  const locale = isLocale(tag) ? tag : DEFAULT_LOCALE;
  const format = formatFor(locale);
  const text = lastRunText(run, t as unknown as Translate, format, (message) =>
    format.text(translateError(message, validation as unknown as Translate, locale)),
  );
  return (
    <p className="text-sm text-slate-700" data-testid="reminders-last-run">
      {text}
    </p>
  );
}
