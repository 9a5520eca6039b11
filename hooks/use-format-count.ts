"use client";
// formatCount (lib/format.ts) bound to the reader's language, for client components.
import { useCallback } from "react";
import { useLocale } from "next-intl";
import { isLocale, DEFAULT_LOCALE } from "@/i18n/locales";
import { formatCount } from "@/lib/format";

/** `const count = useFormatCount(); count(2000)` → "2,000" in English, "2000" in Spanish. */
export function useFormatCount(): (value: number) => string {
  const locale = useLocale();
  return useCallback((value: number) => formatCount(value, isLocale(locale) ? locale : DEFAULT_LOCALE), [locale]);
}
