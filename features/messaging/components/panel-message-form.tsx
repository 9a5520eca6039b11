"use client";
import { useLocale, useTranslations } from "next-intl";
import { SubmitButton } from "@/components/ui/button";
import { TextareaField } from "@/components/ui/textarea-field";
import { useSubmit } from "@/hooks/use-submit";
import { supportWrites } from "@/features/tickets";
import { useZodForm } from "@/hooks/use-zod-form";
import { isLocale } from "@/i18n/locales";
import { formatCount } from "@/lib/format";
import { MESSAGE_MAX, panelMessageSchema } from "@/lib/schemas/messaging";

/** 'Enter message' and Update, disabled while empty; 'Message saved.' and back to the dashboard, or 'Error saving message.' (spec §2.7, §8). */
export function PanelMessageForm() {
  const t = useTranslations("messaging");
  const locale = useLocale();
  const form = useZodForm(panelMessageSchema, { message: "" });
  const { submit, busy } = useSubmit({
    path: supportWrites.panelMessage(),
    success: () => t("saved"),
    failure: () => t("saveFailed"),
    redirectTo: "/",
  });
  const length = form.values.message.trim().length;

  function save(event: React.FormEvent) {
    event.preventDefault();
    form.markSubmitted();
    if (form.valid && !busy) void submit({ message: form.values.message.trim() });
  }

  return (
    <form onSubmit={save} noValidate aria-busy={busy} className="flex max-w-2xl flex-col gap-2 rounded-lg bg-surface p-4 shadow-sm sm:p-6">
      <TextareaField
        label={t("enterMessage")}
        {...form.bind("message")}
        rows={4}
        hint={t("characters", { length, max: formatCount(MESSAGE_MAX, isLocale(locale) ? locale : undefined) })}
      />
      <SubmitButton disabled={length === 0 || !form.valid || busy}>{t("update")}</SubmitButton>
    </form>
  );
}
