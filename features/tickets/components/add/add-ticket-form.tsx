"use client";
import { useTranslations } from "next-intl";
import { Alert } from "@/components/ui/alert";
import { SubmitButton } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { useSubmit } from "@/hooks/use-submit";
import { supportWrites } from "@/features/tickets/browser/support-writes";
import { useZodForm } from "@/hooks/use-zod-form";
import type { Role } from "@/lib/roles";
import { addTicketSchema } from "@/lib/schemas/tickets";
import { screenRoute } from "@/lib/screens";
import { DESCRIPTION_MAX, DESCRIPTION_MIN, TESTED_UNANSWERED } from "@/lib/ticket-labels";
import { issueTypeOptions, testedOptions } from "@/features/tickets/components/ticket-options";

type Values = { issue_type: number; device: string; isp: string; tested: number; description: string };

// Issue type 0 is the spec's default; "Tested" starts unanswered.
const INITIAL: Values = { issue_type: 0, device: "", isp: "", tested: TESTED_UNANSWERED, description: "" };

/**
 * Create Ticket (accounts spec §2.8, §5). Submit is enabled once the description (and the device
 * and ISP names) are within their limits; an unanswered "Tested" is reported on submit instead,
 * as the spec has it, and nothing is sent.
 */
export function AddTicketForm({ role }: { role: Role }) {
  const t = useTranslations("tickets");
  const form = useZodForm(addTicketSchema, INITIAL);
  const { submit, busy } = useSubmit({
    path: supportWrites.addTicket(),
    success: () => t("added"),
    redirectTo: screenRoute(role, "tickets.list"),
    // The admin's active-tickets badge is rendered by the shell on the server.
    refresh: true,
  });
  const { errors } = form;
  const canSubmit = !errors.description && !errors.device && !errors.isp && !busy;

  return (
    <form
      onSubmit={form.handleSubmit((data) => void submit(data), canSubmit)}
      noValidate
      aria-busy={busy}
      className="flex flex-col gap-4 rounded-lg bg-surface p-4 shadow-sm sm:p-6"
    >
      <div className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
        <SelectField
          label={t("issueType")}
          options={issueTypeOptions(t)}
          value={String(form.values.issue_type)}
          error={form.errorFor("issue_type")}
          onChange={(event) => form.change("issue_type", Number(event.target.value))}
        />
        <SelectField
          label={t("testedQuestion")}
          required
          options={testedOptions(t)}
          value={String(form.values.tested)}
          error={form.errorFor("tested")}
          onChange={(event) => form.change("tested", Number(event.target.value))}
        />
        <TextField label={t("device")} autoComplete="off" {...form.bind("device")} />
        <TextField label={t("isp")} autoComplete="off" {...form.bind("isp")} />
      </div>
      <TextareaField
        label={t("description")}
        required
        rows={5}
        hint={t("descriptionHint", { min: DESCRIPTION_MIN, max: DESCRIPTION_MAX })}
        {...form.bind("description")}
      />
      <Alert tone="warning">{t("describeWarning")}</Alert>
      <SubmitButton disabled={!canSubmit} reasons={form.reasons(["description", "device", "isp"])}>
        {t("submit")}
      </SubmitButton>
    </form>
  );
}
