"use client";
import { useTranslations } from "next-intl";
import { partsOf, type CreditNote as Note } from "@/features/credits/model/cost";
import { useFormatCount } from "@/hooks/use-format-count";

/** The price of the pending action in the reader's language, announced politely as it changes. */
export function CostNote({ note }: { note: Note }) {
  const t = useTranslations("credits");
  const fmt = useFormatCount();
  const parts = partsOf(note);
  // Each figure goes in twice: the number chooses the plural, "<name>Shown" is written (Latin digits, the language's grouping).
  const text = parts
    ? parts
        .map(({ key, values = {}, names = {} }) =>
          t(key, { ...names, ...values, ...Object.fromEntries(Object.entries(values).map(([name, value]) => [`${name}Shown`, fmt(value)])) }),
        )
        .join(" ")
    : note?.text;
  return (
    <p role="status" aria-live="polite" className={`min-h-5 text-sm ${note && !note.enough ? "font-semibold text-danger" : "text-slate-700"}`}>
      {text}
    </p>
  );
}
