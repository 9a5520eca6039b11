"use client";
import { Description, Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { useState } from "react";
import { ACTION_MONTH_OPTIONS } from "@/components/clients/form/options";
import { CostNote } from "@/components/credits/cost-note";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { useCredits } from "@/hooks/use-credits";
import { useSubmit } from "@/hooks/use-submit";
import { bulkSpendNote } from "@/lib/credits/bulk";
import type { Role } from "@/lib/roles";
import type { BulkRenewAnswer, BulkRenewInput, RenewTarget } from "@/lib/schemas/renewals";

type Props = { role: Role; count: number; target: RenewTarget; onClose: () => void; onDone: (answer: BulkRenewAnswer) => void };

/**
 * Renew many clients by the same months: the number of clients, the total cost and the balance
 * after are shown before anything is sent, and a balance that cannot cover it refuses to send.
 * Mounted per opening: one Idempotency-Key per intent, kept for a retry of the same months.
 */
export function BulkRenewDialog({ role, count, target, onClose, onDone }: Props) {
  const [months, setMonths] = useState(0);
  const { credits } = useCredits();
  const note = bulkSpendNote({ clients: count, months, credits, unlimited: role === "admin" });
  const { submit, busy } = useSubmit<BulkRenewInput, BulkRenewAnswer>({
    path: "/api/bulk-renew",
    spends: true,
    refresh: true,
    success: (answer) => `Renewed ${answer.renewed} of ${answer.renewed + answer.refused}`,
    onSuccess: (answer) => onDone(answer),
  });
  const canRenew = months > 0 && (note?.enough ?? true) && !busy;

  function renew(event: React.FormEvent) {
    event.preventDefault();
    if (canRenew) void submit({ clients: target, months });
  }

  return (
    <Dialog open onClose={busy ? () => undefined : onClose} className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <DialogPanel as="form" onSubmit={renew} className="relative w-full max-w-md rounded-lg bg-surface p-6 text-left shadow-xl">
        <DialogTitle className="text-lg font-semibold">
          Renew {count.toLocaleString("en-US")} {count === 1 ? "client" : "clients"}
        </DialogTitle>
        <Description className="mt-2 text-sm text-slate-700">Each client gets the same months; each month costs one credit.</Description>
        <SelectField label="Months" className="mt-4" options={ACTION_MONTH_OPTIONS} value={String(months)} disabled={busy} onChange={(event) => setMonths(Number(event.target.value))} />
        <CostNote note={note} />
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="text" onClick={onClose} disabled={busy}>
            Close
          </Button>
          <Button type="submit" disabled={!canRenew}>
            {busy ? "Renewing…" : "Renew all"}
          </Button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
