"use client";
import { useState } from "react";
import { CostNote } from "@/components/clients/form/cost-note";
import { refundNote, spendNote } from "@/components/clients/form/credit-cost";
import { ACTION_MONTH_OPTIONS } from "@/components/clients/form/options";
import { SubmitButton } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SelectField } from "@/components/ui/select-field";
import { useSnackbar } from "@/components/ui/snackbar";
import { useClientAction } from "@/hooks/use-client-action";
import { useIdempotencyKey } from "@/hooks/use-idempotency-key";
import { errorMessage } from "@/lib/browser/api";

const COPY = {
  renew: {
    title: "Renew",
    label: "Renew months",
    button: "Renew",
    success: (name: string) => `Renewed ${name}`,
  },
  retrieve: {
    title: "Retrieve Credits",
    label: "Retrieve months",
    button: "Retrieve Credits",
    success: (name: string, months: number) => `Retrieved ${months} ${months === 1 ? "credit" : "credits"} from ${name}`,
  },
} as const;

type Props = {
  kind: keyof typeof COPY;
  name: string;
  credits: number | null;
  unlimited: boolean;
  /** Reloads the client, its transactions and the balance. */
  onDone: () => Promise<void>;
};

/** Renew (spends a credit a month) or Retrieve Credits (refunds one a month); enabled for a non-zero choice only. */
export function MonthsActionCard({ kind, name, credits, unlimited, onDone }: Props) {
  const copy = COPY[kind];
  const snackbar = useSnackbar();
  const { trigger, isMutating } = useClientAction(name, kind);
  const idempotency = useIdempotencyKey();
  const [months, setMonths] = useState(0);

  const note = kind === "renew" ? spendNote({ months, credits, unlimited }) : refundNote({ months, credits, unlimited });
  const canRun = months > 0 && (note?.enough ?? true) && !isMutating;

  async function run(event: React.FormEvent) {
    event.preventDefault();
    if (!canRun) return;
    try {
      await trigger({ months, idempotencyKey: idempotency.keyFor({ kind, name, months }) });
      idempotency.settle();
      snackbar.show(copy.success(name, months), "success");
      setMonths(0);
      await onDone();
    } catch (error) {
      snackbar.show(errorMessage(error), "error");
    }
  }

  return (
    <form onSubmit={run} noValidate aria-busy={isMutating}>
      <Card title={copy.title}>
        <SelectField
          label={copy.label}
          options={ACTION_MONTH_OPTIONS}
          value={String(months)}
          onChange={(event) => setMonths(Number(event.target.value))}
        />
        <CostNote note={note} />
        <SubmitButton disabled={!canRun}>{copy.button}</SubmitButton>
      </Card>
    </form>
  );
}
