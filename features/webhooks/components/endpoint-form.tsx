"use client";
// Adding or editing an endpoint: its address, the events it is sent (with the days before expiry
// and the credits threshold where an event needs one) and its switch. Checked here with the BFF's
// own schema, so a mistake is said beside its field before anything is sent.
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { TextField } from "@/components/ui/text-field";
import { useErrorText } from "@/hooks/use-error-text";
import { useLabels } from "./use-labels";
import {
  endpointInputSchema,
  EVENT_TYPES,
  EXPIRING_DAYS_MAX,
  LOW_CREDIT_MAX,
  URL_MAX,
  type EndpointInput,
  type EndpointView,
  type EventType,
} from "../schemas";

type Props = { initial?: EndpointView; busy: boolean; onSave: (input: EndpointInput) => void; onCancel?: () => void };
type Draft = { url: string; events: EventType[]; expiringDays: string; lowCredit: string; enabled: boolean };

const numberOrNull = (text: string) => (text.trim() === "" ? null : Number(text));

export function EndpointForm({ initial, busy, onSave, onCancel }: Props) {
  const t = useTranslations("webhooks");
  const errorText = useErrorText();
  const labels = useLabels();
  const [draft, setDraft] = useState<Draft>({
    url: initial?.url ?? "",
    events: initial?.events ?? [],
    expiringDays: initial?.expiringDays === null || initial === undefined ? "7" : String(initial.expiringDays),
    lowCredit: initial?.lowCredit === null || initial === undefined ? "" : String(initial.lowCredit),
    enabled: initial?.enabled ?? true,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const wants = (type: EventType) => draft.events.includes(type);
  const toggle = (type: EventType, on: boolean) => setDraft((d) => ({ ...d, events: on ? [...d.events, type] : d.events.filter((e) => e !== type) }));

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = endpointInputSchema.safeParse({
      url: draft.url,
      events: draft.events,
      expiringDays: wants("client.expiring") ? numberOrNull(draft.expiringDays) : null,
      lowCredit: wants("credits.low") ? numberOrNull(draft.lowCredit) : null,
      enabled: draft.enabled,
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), errorText(issue.message)])));
      return;
    }
    setErrors({});
    onSave(parsed.data);
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextField
        label={t("url")}
        type="url"
        inputMode="url"
        value={draft.url}
        maxLength={URL_MAX}
        required
        placeholder="https://shop.example/webhooks"
        onChange={(e) => setDraft((d) => ({ ...d, url: e.target.value }))}
        error={errors.url}
        hint={t("urlHint")}
      />
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-semibold text-slate-800">{t("eventsLegend")}</legend>
        {EVENT_TYPES.map((type) => (
          <div key={type} className="flex flex-wrap items-end gap-3">
            <CheckboxField label={labels.event(type)} checked={wants(type)} onChange={(e) => toggle(type, e.target.checked)} hint={type} />
            {type === "client.expiring" && wants(type) && (
              <TextField
                label={t("expiringDays")}
                type="number"
                min={1}
                max={EXPIRING_DAYS_MAX}
                value={draft.expiringDays}
                onChange={(e) => setDraft((d) => ({ ...d, expiringDays: e.target.value }))}
                error={errors.expiringDays}
              />
            )}
            {type === "credits.low" && wants(type) && (
              <TextField
                label={t("lowCredit")}
                type="number"
                min={1}
                max={LOW_CREDIT_MAX}
                value={draft.lowCredit}
                onChange={(e) => setDraft((d) => ({ ...d, lowCredit: e.target.value }))}
                error={errors.lowCredit}
              />
            )}
          </div>
        ))}
        {errors.events && (
          <p role="alert" className="text-sm text-danger">
            {errors.events}
          </p>
        )}
      </fieldset>
      <CheckboxField label={t("enabled")} checked={draft.enabled} onChange={(e) => setDraft((d) => ({ ...d, enabled: e.target.checked }))} />
      <div className="flex gap-2">
        <Button type="submit" disabled={busy}>
          {initial ? t("save") : t("add")}
        </Button>
        {onCancel && (
          <Button variant="text" onClick={onCancel} disabled={busy}>
            {t("cancel")}
          </Button>
        )}
      </div>
    </form>
  );
}
