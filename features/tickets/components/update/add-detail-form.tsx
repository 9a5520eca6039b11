"use client";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { TextareaField } from "@/components/ui/textarea-field";
import { useSubmit } from "@/hooks/use-submit";
import { useZodForm } from "@/hooks/use-zod-form";
import { supportWrites } from "@/features/tickets/browser/support-writes";
import { addDetailSchema } from "@/lib/schemas/tickets";

const EMPTY = { description: "" };

/**
 * The add row under an active ticket's thread. It posts to the thread's own address, which
 * revalidates the thread as soon as the upstream has answered: no fixed delay (the spec's
 * one-second wait) is needed to show the new entry. A failure keeps the text for a retry.
 */
export function AddDetailForm({ ticketId }: { ticketId: number }) {
  const t = useTranslations("tickets");
  const form = useZodForm(addDetailSchema, EMPTY);
  const { submit, busy } = useSubmit({
    path: supportWrites.addDetail(ticketId),
    onSuccess: () => form.reset(EMPTY),
  });
  const field = form.bind("description");

  return (
    <form
      onSubmit={form.handleSubmit((data) => void submit(data), !busy)}
      noValidate
      aria-busy={busy}
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
    >
      {/* An empty box is only an error once the user tries to send it. */}
      <TextareaField
        label={t("addDetails")}
        rows={2}
        className="flex-1"
        {...field}
        error={form.submitted || form.values.description ? field.error : undefined}
      />
      <Button type="submit" disabled={!form.valid || busy} className="sm:mt-6">
        {busy ? t("adding") : t("addDetailsButton")}
      </Button>
    </form>
  );
}
