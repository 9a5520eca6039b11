"use client";
// The error translator of every page under NextIntlClientProvider (the panel, the sign-in's
// second step): the schemas' and the BFF's English messages in the reader's language, through
// namespace "validation".
import { useCallback } from "react";
import { useLocale, useTranslations } from "next-intl";
import { ErrorTextContext } from "@/hooks/use-error-text";
import type { Translate } from "@/i18n/translator";
import { translateError } from "@/i18n/validation-messages";

export function CatalogueErrorText({ children }: { children: React.ReactNode }) {
  const t = useTranslations("validation") as unknown as Translate;
  const locale = useLocale();
  const errorText = useCallback((message: string) => translateError(message, t, locale), [t, locale]);
  return <ErrorTextContext value={errorText}>{children}</ErrorTextContext>;
}
