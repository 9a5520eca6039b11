"use client";
import { Description, Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useSWRConfig } from "swr";
import { ACTION_MONTH_OPTIONS } from "@/components/clients/form/options";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { useSnackbar } from "@/components/ui/snackbar";
import { CREDITS_KEY } from "@/hooks/use-credits";
import { apiFetch, errorMessage } from "@/lib/browser/api";
import { newIdempotencyKey } from "@/lib/browser/idempotency-key";

type Props = { name: string; onClose: () => void };

/**
 * Renew: months 1 to 12, paid in credits. Mounted afresh per opening, so each opening has its
 * own Idempotency-Key: a double click or a retry after a failure is never charged twice.
 */
export function RenewClientDialog({ name, onClose }: Props) {
  const router = useRouter();
  const { show } = useSnackbar();
  const { mutate } = useSWRConfig();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [months, setMonths] = useState(0);
  const [busy, setBusy] = useState(false);

  async function renew(event: React.FormEvent) {
    event.preventDefault();
    if (months === 0 || busy) return;
    setBusy(true);
    try {
      const result = await apiFetch<{ name?: string }>(`/api/clients/${encodeURIComponent(name)}/renew`, {
        method: "POST",
        body: { months },
        idempotencyKey,
      });
      show(`Renewed ${result.name ?? name}`, "success");
      void mutate(CREDITS_KEY);
      router.refresh();
      onClose();
    } catch (error) {
      // The dialog stays open: a failed call spent nothing, and a retry keeps the same key.
      show(errorMessage(error), "error");
      setBusy(false);
    }
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
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="text" onClick={onClose} disabled={busy}>
            Close
          </Button>
          <Button type="submit" disabled={months === 0 || busy}>
            {busy ? "Renewing…" : "Renew"}
          </Button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
