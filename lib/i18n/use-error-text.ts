"use client";
// Shows a schema's English message in the reader's language (lib/i18n/validation-messages.ts).
import { useCallback } from "react";
import { useLocale, useTranslations } from "next-intl";
import { translateError, type Translate } from "./validation-messages";

/** `errorText(message)`: translateError bound to the current language, for client components. */
export function useErrorText(): (message: string) => string {
  const t = useTranslations("validation") as unknown as Translate;
  const locale = useLocale();
  return useCallback((message: string) => translateError(message, t, locale), [t, locale]);
}
