"use client";
import { useTranslations } from "next-intl";
import { useReturnFocus } from "@/hooks/use-return-focus";
import { Description, Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { actionMonthOptions, type ClientsText } from "@/features/clients/components/form/options";
import { CostNote } from "@/features/credits";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import type { CreditNote as Note } from "@/features/credits";

type Props = {
  title: React.ReactNode;
  description: string;
  months: number;
  onMonths: (months: number) => void;
  /** The cost and the balance after, shown before the button is pressed; one the balance cannot cover disables it. */
  note: Note;
  busy: boolean;
  submitLabel: string;
  onSubmit: () => void;
  onClose: () => void;
  wide?: boolean;
  /** What the renewal is about, under the months: the expiry now and after, or the clients it renews. */
  children?: React.ReactNode;
};

/** A renewal's dialog, for one client or many: choose the months, see what they cost, renew. */
export function MonthsDialog({ title, description, months, onMonths, note, busy, submitLabel, onSubmit, onClose, wide = false, children }: Props) {
  const t = useTranslations("clients");
  const common = useTranslations("common");
  useReturnFocus(true);
  const canSubmit = months > 0 && (note?.enough ?? true) && !busy;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (canSubmit) onSubmit();
  }

  return (
    // The dialog element itself covers the screen, so tests and tools see it as visible.
    <Dialog open onClose={busy ? () => undefined : onClose} className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <DialogPanel as="form" onSubmit={submit} className={`relative w-full ${wide ? "max-w-md" : "max-w-sm"} rounded-lg bg-surface p-6 text-start shadow-xl`}>
        <DialogTitle className="text-lg font-semibold">{title}</DialogTitle>
        <Description className="mt-2 text-sm text-slate-700">{description}</Description>
        <SelectField
          label={t("dialog.months")}
          className="mt-4"
          options={actionMonthOptions(t as ClientsText)}
          value={String(months)}
          disabled={busy}
          onChange={(event) => onMonths(Number(event.target.value))}
        />
        {children}
        <CostNote note={note} />
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="text" onClick={onClose} disabled={busy}>
            {common("close")}
          </Button>
          <Button type="submit" disabled={!canSubmit}>
            {busy ? t("dialog.renewing") : submitLabel}
          </Button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
