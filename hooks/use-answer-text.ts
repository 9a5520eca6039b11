"use client";
// A failed BFF call as the reader should see it. The BFF answers the spec's English (the API
// contract); the browser shows the panel's own sentences translated (the schemas' messages and
// the BFF's own refusals: namespace validation, i18n/validation-messages.ts). The upstream's
// own words are shown as they came.
import { useCallback } from "react";
import { errorMessage } from "@/lib/browser/api";
import { useErrorText } from "@/hooks/use-error-text";

/** `answerText(error)`: the message of a failed call (an ApiError, or anything else as the generic server error) in the reader's language. */
export function useAnswerText(): (error: unknown) => string {
  const errorText = useErrorText();
  return useCallback((error: unknown) => errorText(errorMessage(error)), [errorText]);
}
