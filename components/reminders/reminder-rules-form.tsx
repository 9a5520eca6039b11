"use client";
import { Card } from "@/components/ui/card";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { SubmitButton } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { TextField } from "@/components/ui/text-field";
import { useSubmit } from "@/hooks/use-submit";
import { useZodForm } from "@/hooks/use-zod-form";
import type { Role } from "@/lib/roles";
import { DAY_CHOICES, REMINDER_TEXTS, reminderSettingsSchema, type ReminderSettings } from "@/lib/reminders/schemas";
import { fillTemplate, longestLength, TEMPLATE_FIELDS } from "@/lib/reminders/template";
import { MESSAGE_MAX } from "@/lib/schemas/messages";
import { TemplatePreview } from "./template-preview";

type Props = { role: Role; initial: ReminderSettings; zones: string[]; serverTimeZone: string; smtp: boolean };

const HOURS = Array.from({ length: 24 }, (_, h) => ({ value: h, label: `${String(h).padStart(2, "0")}:00` }));
const SCOPE_OPTIONS = [
  { value: "own", label: "Clients of the dealers directly under me" },
  { value: "subtree", label: "Every client below me" },
];

/** The account's rules and digest settings, saved together ('Reminder settings saved.'). */
export function ReminderRulesForm({ role, initial, zones, serverTimeZone, smtp }: Props) {
  const form = useZodForm(reminderSettingsSchema, initial);
  const { submit, busy } = useSubmit<ReminderSettings>({ path: "/api/reminders", method: "PUT", success: () => REMINDER_TEXTS.saved, refresh: true });
  const v = form.values;
  const toggleDay = (day: number) => form.change("days", v.days.includes(day) ? v.days.filter((d) => d !== day) : [...v.days, day]);
  const zoneOptions = zones.map((zone) => ({ value: zone, label: zone === serverTimeZone ? `${zone} (the server's)` : zone }));

  return (
    <form
      onSubmit={form.handleSubmit(async (data) => {
        if (await submit(data)) form.reset(data);
      })}
      noValidate
      aria-busy={busy}
      className="flex flex-col gap-6"
    >
      <Card title="Device reminders">
        <CheckboxField label="Send reminders to my clients' devices" checked={v.enabled} onChange={(e) => form.change("enabled", e.target.checked)} />
        <fieldset className="flex flex-col gap-2" aria-describedby="reminder-days-message">
          <legend className="text-sm font-medium text-slate-800">Days before expiry</legend>
          <div className="flex flex-wrap gap-x-4">
            {DAY_CHOICES.map((day) => (
              <CheckboxField key={day} label={String(day)} checked={v.days.includes(day)} onChange={() => toggleDay(day)} />
            ))}
          </div>
          <p id="reminder-days-message" aria-live="polite" className="text-sm text-danger">
            {form.errorFor("days") ?? ""}
          </p>
        </fieldset>
        <TextareaField
          label="Message"
          {...form.bind("template")}
          rows={3}
          hint={`${longestLength(v.template)} / ${MESSAGE_MAX} characters with the longest client name, 15 characters. Fields: ${TEMPLATE_FIELDS.join(", ")}.`}
        />
        <TemplatePreview text={fillTemplate(v.template, { name: "alice", expiry: previewExpiry(), days: Math.max(...v.days, 1) })} />
        {role !== "dealer" && <SelectField label="Which clients" options={SCOPE_OPTIONS} value={v.scope} onChange={(e) => form.change("scope", e.target.value as ReminderSettings["scope"])} hint="A dealer or reseller below with reminders of its own keeps its clients." />}
        <CheckboxField label="Include trials" checked={v.includeTrials} onChange={(e) => form.change("includeTrials", e.target.checked)} hint="A backend that does not mark trials: every client counts as paid." />
      </Card>
      <Card title="Morning digest by e-mail">
        {!smtp && <p className="text-sm text-slate-700">No mail server is configured (SMTP_URL): no digest is sent or queued.</p>}
        <TextField label="E-mail address" type="email" autoComplete="email" {...form.bind("digestEmail")} hint="Empty: no digest." />
        {role !== "admin" && (
          <TextField
            label="Low-credit line at or under"
            inputMode="numeric"
            value={v.lowCredit === null ? "" : String(v.lowCredit)}
            onChange={(e) => form.change("lowCredit", e.target.value.trim() === "" ? null : Number(e.target.value))}
            onBlur={() => form.touch("lowCredit")}
            error={form.errorFor("lowCredit")}
            hint="Credits; empty: no low-credit line."
          />
        )}
      </Card>
      <Card title="When">
        <SelectField label="Hour" options={HOURS} value={v.hour} onChange={(e) => form.change("hour", Number(e.target.value))} hint="Reminders and the digest go out from this hour on, once a day." />
        <SelectField label="Time zone" options={zoneOptions} value={v.timeZone} onChange={(e) => form.change("timeZone", e.target.value)} error={form.errorFor("timeZone")} />
      </Card>
      <div>
        <SubmitButton disabled={busy}>Save reminders</SubmitButton>
      </div>
    </form>
  );
}

/** The preview's expiry: a week from today. */
function previewExpiry(): string {
  return new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
}
