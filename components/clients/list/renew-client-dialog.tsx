"use client";
import { Description, Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ACTION_MONTH_OPTIONS } from "@/components/clients/form/options";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { CostNote } from "@/components/credits/cost-note";
import { clientKey } from "@/hooks/use-client";
import { useCredits } from "@/hooks/use-credits";
import { useSubmit } from "@/hooks/use-submit";
import { spendNote } from "@/lib/credits/cost";

type Props = { name: string; onClose: () => void };

/**
 * Renew: months 1 to 12, paid in credits. Mounted afresh per opening, so each opening has its
 * own Idempotency-Key: a double click or a retry after a failure is never charged twice.
 */
export function RenewClientDialog({ name, onClose }: Props) {
  const router = useRouter();
  const [months, setMonths] = useState(0);
  // A failure keeps the dialog open: it spent nothing, and a retry of the same months keeps the same key.
  const { submit, busy } = useSubmit<{ months: number }>({
    path: `${clientKey(name)}/renew`,
    spends: true,
    success: (result) => `Renewed ${result.name ?? name}`,
    onSuccess: () => {
      router.refresh();
      onClose();
    },
  });

  // The balance the top bar's badge already holds; the cost is shown before Renew is pressed.
  const { credits } = useCredits();
  const cost = spendNote({ months, credits, unlimited: false });
  const canRenew = months > 0 && (cost?.enough ?? true) && !busy;

  function renew(event: React.FormEvent) {
    event.preventDefault();
    if (canRenew) void submit({ months });
  }

  return (
    // The dialog element itself covers the screen, so tests and tools see it as visible.
    <Dialog open onClose={busy ? () => undefined : onClose} className="fixed inset-0 z-50 flex items-center justify-center p-4">
      <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
      <DialogPanel as="form" onSubmit={renew} className="relative w-full max-w-sm rounded-lg bg-surface p-6 text-left shadow-xl">
        <DialogTitle className="text-lg font-semibold">Renew {name}</DialogTitle>
        <Description className="mt-2 text-sm text-slate-700">Each month costs credits from your balance.</Description>
        <SelectField
          label="Months"
          className="mt-4"
          options={ACTION_MONTH_OPTIONS}
          value={String(months)}
          disabled={busy}
          onChange={(event) => setMonths(Number(event.target.value))}
        />
        <CostNote note={cost} />
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="text" onClick={onClose} disabled={busy}>
            Close
          </Button>
          <Button type="submit" disabled={!canRenew}>
            {busy ? "Renewing…" : "Renew"}
          </Button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
