"use client";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { Selection } from "@/components/ui/data-table/data-table-selection-bar";
import { SelectField } from "@/components/ui/select-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { useSnackbar } from "@/hooks/use-snackbar";
import { useSubmit } from "@/hooks/use-submit";
import { supportWrites } from "@/features/tickets";
import { useZodForm } from "@/hooks/use-zod-form";
import { isLocale } from "@/i18n/locales";
import { formatCount, formatTimestamp } from "@/lib/format";
import { useErrorText } from "@/hooks/use-error-text";
import type { QueryOf } from "@/lib/list/query";
import type { CLIENT_LIST } from "@/lib/lists";
import { recipientsOf, sendRefusal } from "@/features/messaging/model/send";
import { MESSAGE_MAX, MESSAGE_SERVERS, messageFieldSchema, type SendMessageAnswer } from "@/lib/schemas/messaging";

type Props = {
  selection: Selection;
  /** The tab and search the list shows: "all matching" means every client they match. */
  query: QueryOf<typeof CLIENT_LIST>;
};

const EMPTY = { message: "", server: "0" };
const SERVER_OPTIONS = MESSAGE_SERVERS.map((server) => ({ value: server.id, label: server.name }));

/**
 * The message, the server and Send (spec §2.5). Send stays clickable so that it can say what is
 * missing in the spec's words ('Please input a message', 'Please reduce the message to below 100
 * characters!'); the field itself says 'Message is too long'.
 */
export function SendMessageCard({ selection, query }: Props) {
  const t = useTranslations("messaging");
  const errorText = useErrorText();
  const localeTag = useLocale();
  const locale = isLocale(localeTag) ? localeTag : undefined;
  const clients = (count: number) => t("clients", { count, n: formatCount(count, locale) });
  const form = useZodForm(messageFieldSchema, EMPTY);
  const snackbar = useSnackbar();
  const [sent, setSent] = useState<SendMessageAnswer | null>(null);
  const { submit, busy } = useSubmit({
    path: supportWrites.sendMessage(),
    success: () => t("sent"),
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
      snackbar.show(errorText(refusal), "error");
      return;
    }
    setSent(null);
    void submit({ recipients: recipientsOf(selection, query), message: form.values.message.trim(), server: Number(form.values.server) as 0 | 1 });
  }

  return (
    <form onSubmit={send} noValidate aria-busy={busy}>
      <Card title={t("sendTitle")}>
        <TextareaField
          label={t("message")}
          {...form.bind("message")}
          rows={4}
          hint={t("characters", { length: form.values.message.trim().length, max: formatCount(MESSAGE_MAX, locale) })}
        />
        <SelectField label={t("server")} options={SERVER_OPTIONS} {...form.bind("server")} />
        <p className="text-sm text-slate-700">
          {selection.count === 0 ? t("noneSelected") : t("goesTo", { clients: clients(selection.count) })} {t("delivery")}
        </p>
        {sent && (
          <Alert tone="success">
            {sent.dueAt
              ? t("queuedDue", { clients: clients(sent.count), due: formatTimestamp(sent.dueAt, locale) })
              : t("queued", { clients: clients(sent.count) })}
          </Alert>
        )}
        <div className="flex justify-end">
          <Button type="submit" disabled={busy} className="w-full sm:w-auto">
            {t("send")}
          </Button>
        </div>
      </Card>
    </form>
  );
}
