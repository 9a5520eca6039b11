"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { clientKey } from "@/hooks/use-client";
import { useCredits } from "@/hooks/use-credits";
import { useSubmit } from "@/hooks/use-submit";
import { spendNote } from "@/lib/credits/cost";
import { MonthsDialog } from "@/components/renewals/months-dialog";

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
  return (
    <MonthsDialog
      title={`Renew ${name}`}
      description="Each month costs credits from your balance."
      months={months}
      onMonths={setMonths}
      note={cost}
      busy={busy}
      submitLabel="Renew"
      onSubmit={() => void submit({ months })}
      onClose={onClose}
    />
  );
}
