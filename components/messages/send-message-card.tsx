"use client";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { Selection } from "@/components/ui/data-table/data-table-selection-bar";
import { SelectField } from "@/components/ui/select-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { useSnackbar } from "@/hooks/use-snackbar";
import { useSubmit } from "@/hooks/use-submit";
import { supportWrites } from "@/lib/browser/support-writes";
import { useZodForm } from "@/hooks/use-zod-form";
import { formatTimestamp } from "@/lib/format";
import type { QueryOf } from "@/lib/list/query";
import type { CLIENT_LIST } from "@/lib/lists";
import { recipientsOf, sendRefusal } from "@/lib/messages/send";
import { MESSAGE_MAX, MESSAGE_SERVERS, MESSAGE_TEXTS, messageFieldSchema, type SendMessageAnswer } from "@/lib/schemas/messages";

type Props = {
  selection: Selection;
  /** The tab and search the list shows: "all matching" means every client they match. */
  query: QueryOf<typeof CLIENT_LIST>;
};

const EMPTY = { message: "", server: "0" };
const SERVER_OPTIONS = MESSAGE_SERVERS.map((server) => ({ value: server.id, label: server.name }));
const clients = (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "client" : "clients"}`;

/**
 * The message, the server and Send (spec §2.5). Send stays clickable so that it can say what is
 * missing in the spec's words ('Please input a message', 'Please reduce the message to below 100
 * characters!'); the field itself says 'Message is too long'.
 */
export function SendMessageCard({ selection, query }: Props) {
  const form = useZodForm(messageFieldSchema, EMPTY);
  const snackbar = useSnackbar();
  const [sent, setSent] = useState<SendMessageAnswer | null>(null);
  const { submit, busy } = useSubmit({
    path: supportWrites.sendMessage(),
    success: () => MESSAGE_TEXTS.sent,
    onSuccess: (answer) => {
      setSent(answer);
      form.reset(EMPTY);
    },
  });

  function send(event: React.FormEvent) {
    event.preventDefault();
    form.markSubmitted();
    if (busy) return;
    const refusal = sendRefusal(form.values.message, selection.count);
    if (refusal) {
      snackbar.show(refusal, "error");
      return;
    }
    setSent(null);
    void submit({ recipients: recipientsOf(selection, query), message: form.values.message.trim(), server: Number(form.values.server) as 0 | 1 });
  }

  return (
    <form onSubmit={send} noValidate aria-busy={busy}>
      <Card title="Send a message">
        <TextareaField label="Message" {...form.bind("message")} rows={4} hint={`${form.values.message.trim().length} / ${MESSAGE_MAX} characters`} />
        <SelectField label="Server" options={SERVER_OPTIONS} {...form.bind("server")} />
        <p className="text-sm text-slate-700">
          {selection.count === 0 ? "No clients selected: tick them in the table above." : `This message goes to ${clients(selection.count)}.`} {MESSAGE_TEXTS.delivery}
        </p>
        {sent && (
          <Alert tone="success">
            Queued for {clients(sent.count)}
            {sent.dueAt ? `, due at ${formatTimestamp(sent.dueAt)} UTC` : ""}.
          </Alert>
        )}
        <div className="flex justify-end">
          <Button type="submit" disabled={busy} className="w-full sm:w-auto">
            Send
          </Button>
        </div>
      </Card>
    </form>
  );
}
