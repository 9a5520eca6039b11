"use client";
import { SubmitButton } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Chip } from "@/components/ui/chip";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { useSubmit } from "@/hooks/use-submit";
import { supportWrites } from "@/lib/browser/support-writes";
import { useFormState } from "@/hooks/use-zod-form";
import { formatTimestamp } from "@/lib/format";
import type { Ticket } from "@/lib/schemas/tickets";
import { ACTIVE, CLOSED, isClosed, issueTypeLabel, testedLabel, ticketStatus } from "@/lib/tickets/labels";
import { STATUS_OPTIONS } from "../ticket-options";

type Props = { ticket: Ticket; listHref: string };

/**
 * The ticket, read-only, and its Status select (accounts spec §2.8, §4). Closing is one-way:
 * Update is enabled only from active to Issue Resolved, and a closed ticket's select is disabled.
 */
export function TicketStatusCard({ ticket, listHref }: Props) {
  const closed = isClosed(ticket);
  const status = ticketStatus(ticket);
  const form = useFormState({ status: closed ? CLOSED : ACTIVE });
  const chosen = form.values.status;
  const { submit, busy } = useSubmit({
    path: supportWrites.saveTicket(ticket.id),
    success: (result) => `Updated ticket ${result.id}`,
    redirectTo: listHref,
    // The admin's active-tickets badge is rendered by the shell on the server.
    refresh: true,
  });
  const canUpdate = !closed && chosen === CLOSED && !busy;

  return (
    <Card title={`Ticket ${ticket.id}`} aside={<Chip tone={status.tone}>{status.label}</Chip>}>
      <p className="-mt-2 text-sm text-slate-600">
        Raised by {ticket.name} on {formatTimestamp(ticket.created)}; last modified {formatTimestamp(ticket.modified)}.
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
          <TextField label="Type" value={issueTypeLabel(ticket.type)} readOnly />
          <TextField label="Tested on another device?" value={testedLabel(ticket.tested)} readOnly />
          <TextField label="Device" value={ticket.device} readOnly />
          <TextField label="ISP" value={ticket.isp} readOnly />
        </div>
        <TextareaField label="Description" value={ticket.description} rows={4} readOnly />
        <SelectField
          label="Status"
          className="sm:max-w-xs"
          options={STATUS_OPTIONS}
          value={String(chosen)}
          disabled={closed || busy}
          hint={closed ? "A closed ticket stays closed." : undefined}
          onChange={(event) => form.change("status", Number(event.target.value))}
        />
        <SubmitButton disabled={!canUpdate}>Update</SubmitButton>
      </form>
    </Card>
  );
}
