"use client";
// The key form's own messages (features/api/key-input.ts) in the reader's language; any other
// (a text rule's, the BFF's) as the panel shows every message.
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { useErrorText } from "@/hooks/use-error-text";
import { KEY_MESSAGES } from "../key-input";

const KEYS = {
  nameRequired: "errors.nameRequired",
  nameTooLong: "errors.nameTooLong",
  scopesRequired: "errors.scopesRequired",
  days: "errors.days",
  range: "errors.range",
  tooManyRanges: "errors.tooManyRanges",
  codeRequired: "errors.codeRequired",
  passwordRequired: "errors.passwordRequired",
} as const satisfies Record<keyof typeof KEY_MESSAGES, string>;

export function useKeyErrorText(): (message: string) => string {
  const t = useTranslations("apiKeys");
  const errorText = useErrorText();
  return useCallback(
    (message: string) => {
      const found = (Object.keys(KEY_MESSAGES) as (keyof typeof KEY_MESSAGES)[]).find((key) => KEY_MESSAGES[key] === message);
      return found ? t(KEYS[found]) : errorText(message);
    },
    [t, errorText],
  );
}
