"use client";
// A BFF refusal as the reader should see it. The BFF answers the spec's English (the API
// contract); the browser shows the panel's own sentences translated: the schemas' messages
// (namespace validation, lib/i18n/use-error-text.ts) and the few the panel itself says about a
// request (namespace notices). The upstream's own words are shown as they came.
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { errorMessage } from "@/lib/browser/api";
import { useErrorText } from "@/lib/i18n/use-error-text";
import { NOT_OFFERED_MESSAGE } from "@/lib/offer-messages";
import { SESSION_ENDED_MESSAGE } from "@/lib/session-messages";
import { SERVER_ERROR_MESSAGE } from "@/lib/upstream/errors";

/** `answerText(error)`: the message of a failed call (an ApiError, or anything else as the generic server error) in the reader's language. */
export function useAnswerText(): (error: unknown) => string {
  const t = useTranslations("notices");
  const errorText = useErrorText();
  return useCallback(
    (error: unknown) => {
      const message = errorMessage(error);
      if (message === NOT_OFFERED_MESSAGE) return t("notOffered");
      if (message === SESSION_ENDED_MESSAGE) return t("sessionEnded");
      if (message === SERVER_ERROR_MESSAGE) return t("serverError");
      return errorText(message);
    },
    [t, errorText],
  );
}
