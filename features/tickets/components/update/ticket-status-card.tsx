"use client";
import { useTranslations } from "next-intl";
import { SubmitButton } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Chip } from "@/components/ui/chip";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { useSubmit } from "@/hooks/use-submit";
import { supportWrites } from "@/features/tickets/browser/support-writes";
import { useFormState } from "@/hooks/use-zod-form";
import { useFormat } from "@/hooks/use-format";
import type { Ticket } from "@/lib/schemas/tickets";
import { ACTIVE, CLOSED, isClosed, ticketStatus } from "@/lib/ticket-labels";
import { issueTypeName, statusName, statusOptions, testedName } from "@/features/tickets/components/ticket-options";

type Props = { ticket: Ticket; listHref: string };

/**
 * The ticket, read-only, and its Status select (accounts spec §2.8, §4). Closing is one-way:
 * Update is enabled only from active to Issue Resolved, and a closed ticket's select is disabled.
 */
export function TicketStatusCard({ ticket, listHref }: Props) {
  const t = useTranslations("tickets");
  const format = useFormat();
  const closed = isClosed(ticket);
  const status = ticketStatus(ticket);
  const form = useFormState({ status: closed ? CLOSED : ACTIVE });
  const chosen = form.values.status;
  const { submit, busy } = useSubmit({
    path: supportWrites.saveTicket(ticket.id),
    success: (result) => t("updated", { id: result.id }),
    redirectTo: listHref,
    // The admin's active-tickets badge is rendered by the shell on the server.
    refresh: true,
  });
  const canUpdate = !closed && chosen === CLOSED && !busy;

  return (
    <Card title={t("ticketTitle", { id: ticket.id })} aside={<Chip tone={status.tone}>{statusName(status.label, t)}</Chip>}>
      <p className="-mt-2 text-sm text-slate-600">
        {t("raisedBy", { name: format.text(ticket.name), created: format.timestamp(ticket.created), modified: format.timestamp(ticket.modified) })}
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (canUpdate) void submit({ status: CLOSED });
        }}
        noValidate
        aria-busy={busy}
        className="flex flex-col gap-2"
      >
        <div className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
          <TextField label={t("type")} value={issueTypeName(ticket.type, t)} readOnly />
          <TextField label={t("testedQuestion")} value={testedName(ticket.tested, t)} readOnly />
          <TextField label={t("device")} value={ticket.device} readOnly dir="auto" />
          <TextField label={t("ispShort")} value={ticket.isp} readOnly dir="auto" />
        </div>
        <TextareaField label={t("description")} value={ticket.description} rows={4} readOnly />
        <SelectField
          label={t("status")}
          className="sm:max-w-xs"
          options={statusOptions(t)}
          value={String(chosen)}
          disabled={closed || busy}
          hint={closed ? t("closedStays") : undefined}
          onChange={(event) => form.change("status", Number(event.target.value))}
        />
        <SubmitButton disabled={!canUpdate}>{t("update")}</SubmitButton>
      </form>
    </Card>
  );
}
