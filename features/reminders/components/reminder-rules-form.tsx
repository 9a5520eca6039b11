"use client";
import { useLocale, useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { SubmitButton } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { TextField } from "@/components/ui/text-field";
import { useSubmit } from "@/hooks/use-submit";
import { useZodForm } from "@/hooks/use-zod-form";
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from "@/i18n/locales";
import type { Role } from "@/lib/roles";
import { DAY_CHOICES, reminderSaveSchema, type ReminderSave, type ReminderSettings } from "@/features/reminders/model/schemas";
import type { ZoneOption } from "@/features/reminders/model/zone-names";
import { previewMessages, type PreviewRow } from "@/features/reminders/model/preview";
import { longestLength, TEMPLATE_FIELDS } from "@/features/reminders/model/template";
import { localParts } from "@/features/reminders/model/time";
import { MESSAGE_MAX } from "@/lib/schemas/messaging";
import { CredentialCard } from "./credential-card";
import { TemplatePreview } from "./template-preview";
import { useReminderError } from "./use-reminder-error";

/** `zones`: the time zones named in the reader's language (features/reminders/model/zone-names.ts). */
type Props = {
  role: Role;
  name: string;
  initial: ReminderSettings;
  zones: ZoneOption[];
  smtp: boolean;
  hasCredential: boolean;
  preview: { rows: PreviewRow[]; ownRules: string[] } | null;
};

const HOURS = Array.from({ length: 24 }, (_, h) => ({ value: h, label: `${String(h).padStart(2, "0")}:00` }));

/** The account's rules, digest settings and the scheduler's password: one form, one save, all of it or nothing. */
export function ReminderRulesForm({ role, name, initial, zones, smtp, hasCredential, preview }: Props) {
  const t = useTranslations("reminders");
  const form = useZodForm(reminderSaveSchema, { ...initial, password: "" });
  const { submit, busy } = useSubmit<ReminderSave>({
    path: "/api/reminders",
    method: "PUT",
    success: (_result, body) => (body.password ? t("savedWithPassword") : t("saved")),
    refresh: true,
  });
  const v = form.values;
  const panelLocale = useLocale();
  // Saving records the panel's language as the account's: "" means the clients get that one.
  const accountLocale: Locale = isLocale(panelLocale) ? panelLocale : "en";
  const shownLocale: Locale = v.messageLocale || accountLocale;
  const errorText = useReminderError(LOCALES.map((l) => v.templates[l]));
  // The schema reports a language's template as "templates.<language>"; it shows once the messages were edited, or on submit.
  const templateError = (l: Locale) =>
    form.submitted || form.touched.has("templates") ? (form.errors as Record<string, string | undefined>)[`templates.${l}`] : undefined;
  const languageOptions = [
    { value: "", label: t("messageLanguageMine", { language: LOCALE_NAMES[accountLocale] }) },
    ...LOCALES.map((l) => ({ value: l, label: LOCALE_NAMES[l] })),
  ];
  const scopeOptions = [
    { value: "own", label: t("scopeOwn") },
    { value: "subtree", label: t("scopeSubtree") },
  ];
  const toggleDay = (day: number) => form.change("days", v.days.includes(day) ? v.days.filter((d) => d !== day) : [...v.days, day]);

  return (
    <form
      onSubmit={form.handleSubmit(async (data) => {
        if (await submit(data)) form.reset({ ...data, password: "" });
      })}
      noValidate
      aria-busy={busy}
      className="flex flex-col gap-6"
    >
      <Card title={t("deviceTitle")}>
        <CheckboxField label={t("enabled")} checked={v.enabled} onChange={(e) => form.change("enabled", e.target.checked)} />
        <fieldset className="flex flex-col gap-2" aria-describedby="reminder-days-message">
          <legend className="text-sm font-medium text-slate-800">{t("days")}</legend>
          <div className="flex flex-wrap gap-x-4">
            {DAY_CHOICES.map((day) => (
              <CheckboxField key={day} label={String(day)} checked={v.days.includes(day)} onChange={() => toggleDay(day)} />
            ))}
          </div>
          <p id="reminder-days-message" aria-live="polite" className="text-sm text-danger">
            {errorText(form.errorFor("days")) ?? ""}
          </p>
        </fieldset>
        <SelectField
          label={t("messageLanguage")}
          options={languageOptions}
          value={v.messageLocale}
          onChange={(e) => form.change("messageLocale", (isLocale(e.target.value) ? e.target.value : "") as ReminderSettings["messageLocale"])}
          hint={t("messageLanguageHint")}
        />
        {LOCALES.map((l) => (
          <TextareaField
            key={l}
            label={t("messageIn", { language: LOCALE_NAMES[l] })}
            lang={l}
            dir="auto"
            value={v.templates[l]}
            onChange={(e) => form.change("templates", { ...v.templates, [l]: e.target.value })}
            onBlur={() => form.touch("templates")}
            error={errorText(templateError(l))}
            rows={3}
            hint={t("messageHint", { length: longestLength(v.templates[l]), max: MESSAGE_MAX, fields: TEMPLATE_FIELDS.join(", ") })}
          />
        ))}
        <TemplatePreview
          messages={
            preview &&
            previewMessages({ role, name }, v, v.templates[shownLocale], preview.rows, new Set(preview.ownRules), localParts(new Date(), v.timeZone).date)
          }
        />
        {role !== "dealer" && (
          <SelectField
            label={t("whichClients")}
            options={scopeOptions}
            value={v.scope}
            onChange={(e) => form.change("scope", e.target.value as ReminderSettings["scope"])}
            hint={t("scopeHint")}
          />
        )}
        <CheckboxField
          label={t("includeTrials")}
          checked={v.includeTrials}
          onChange={(e) => form.change("includeTrials", e.target.checked)}
          hint={t("includeTrialsHint")}
        />
      </Card>
      <Card title={t("digestTitle")}>
        {!smtp && <p className="text-sm text-slate-700">{t("noSmtpShort")}</p>}
        <TextField
          label={t("email")}
          type="email"
          autoComplete="email"
          {...form.bind("digestEmail")}
          error={errorText(form.bind("digestEmail").error)}
          hint={t("emailHint")}
        />
        {role !== "admin" && (
          <TextField
            label={t("lowCredit")}
            inputMode="numeric"
            value={v.lowCredit === null ? "" : String(v.lowCredit)}
            onChange={(e) => form.change("lowCredit", e.target.value.trim() === "" ? null : Number(e.target.value))}
            onBlur={() => form.touch("lowCredit")}
            error={errorText(form.errorFor("lowCredit"))}
            hint={t("lowCreditHint")}
          />
        )}
      </Card>
      <Card title={t("whenTitle")}>
        <SelectField label={t("hour")} options={HOURS} value={v.hour} onChange={(e) => form.change("hour", Number(e.target.value))} hint={t("hourHint")} />
        <SelectField
          label={t("timeZone")}
          options={zones}
          value={v.timeZone}
          onChange={(e) => form.change("timeZone", e.target.value)}
          error={errorText(form.errorFor("timeZone"))}
        />
      </Card>
      <CredentialCard
        hasCredential={hasCredential}
        password={v.password ?? ""}
        onChange={(password) => form.change("password", password)}
        error={errorText(form.errorFor("password"))}
      />
      <div>
        <SubmitButton disabled={busy}>{t("save")}</SubmitButton>
      </div>
    </form>
  );
}
