"use client";
// Shows a schema's English message in the reader's language (lib/i18n/validation-messages.ts).
import { useCallback } from "react";
import { useLocale, useTranslations } from "next-intl";
import { formatCount } from "@/lib/format";
import { isLocale, DEFAULT_LOCALE } from "@/i18n/locales";
import { matchValidationMessage } from "./validation-messages";

type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * `message` translated when it is one of the schemas' messages, else as it is (the upstream's own
 * words stay untranslated). Figures in it are rewritten in the language's grouping ("1,000").
 */
export function translateError(message: string, t: Translate, locale: string = DEFAULT_LOCALE): string {
  const match = matchValidationMessage(message);
  if (!match) return message;
  const values = Object.fromEntries(
    Object.entries(match.values).map(([name, value]) => {
      const figure = /^\d{1,3}(,\d{3})*$|^\d+$/.test(value) ? Number(value.replaceAll(",", "")) : NaN;
      return [name, Number.isNaN(figure) ? value : formatCount(figure, isLocale(locale) ? locale : DEFAULT_LOCALE)];
    }),
  );
  return t(match.key, values);
}

/** `errorText(message)`: translateError bound to the current language, for client components. */
export function useErrorText(): (message: string) => string {
  const t = useTranslations("validation") as unknown as Translate;
  const locale = useLocale();
  return useCallback((message: string) => translateError(message, t, locale), [t, locale]);
}
