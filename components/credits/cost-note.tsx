import { useLocale, useTranslations } from "next-intl";
import { isLocale } from "@/i18n/locales";
import { noteText, type CostNote as Note } from "@/lib/credits/cost";

/** The price of the pending action, in the reader's language, announced politely as it changes. */
export function CostNote({ note }: { note: Note }) {
  const t = useTranslations("credits");
  const locale = useLocale();
  return (
    <p role="status" aria-live="polite" className={`min-h-5 text-sm ${note && !note.enough ? "font-semibold text-danger" : "text-slate-700"}`}>
      {note ? noteText(note, t, isLocale(locale) ? locale : undefined) : null}
    </p>
  );
}
