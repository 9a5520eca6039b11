"use client";
// The reminder rules' own messages (features/reminders/model/schemas.ts, template.ts) in the reader's
// language. They are English in the schema, which the BFF shares; the rest (e.g. 'Please input a
// message') are the schemas' common messages, which the fields translate themselves.
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { REMINDER_TEXTS } from "@/features/reminders/model/schemas";
import { longestLength, TEMPLATE_TEXTS } from "@/features/reminders/model/template";
import { MESSAGE_MAX } from "@/lib/schemas/messaging";

/** `templates`: the messages being edited, whose too-long message names their own length. */
export function useReminderError(templates: readonly string[]): (message: string | undefined) => string | undefined {
  const t = useTranslations("reminders");
  return useCallback(
    (message: string | undefined) => {
      switch (message) {
        case undefined:
          return undefined;
        case REMINDER_TEXTS.noDays:
          return t("errors.noDays");
        case REMINDER_TEXTS.email:
          return t("errors.email");
        case REMINDER_TEXTS.hour:
          return t("errors.hour");
        case REMINDER_TEXTS.timeZone:
          return t("errors.timeZone");
        case REMINDER_TEXTS.lowCredit:
          return t("errors.lowCredit");
        case REMINDER_TEXTS.password:
          return t("enterPassword");
        default: {
          const tooLong = templates.find((template) => message === TEMPLATE_TEXTS.tooLong(longestLength(template)));
          return tooLong === undefined ? message : t("errors.templateTooLong", { length: longestLength(tooLong), max: MESSAGE_MAX });
        }
      }
    },
    [t, templates],
  );
}
