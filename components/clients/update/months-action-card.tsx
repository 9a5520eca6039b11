"use client";
import { CostNote } from "@/components/credits/cost-note";
import { refundNote, spendNote } from "@/lib/credits/cost";
import { ACTION_MONTH_OPTIONS } from "@/components/clients/form/options";
import { SubmitButton } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SelectField } from "@/components/ui/select-field";
import { clientKey } from "@/hooks/use-client";
import { useSubmit } from "@/hooks/use-submit";
import { useFormState } from "@/hooks/use-zod-form";

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
  const form = useFormState({ months: 0 });
  const { months } = form.values;
  const { submit, busy: isMutating } = useSubmit<{ months: number }>({
    path: `${clientKey(name)}/${kind}`,
    spends: true,
    success: (_result, body) => copy.success(name, body.months),
    onSuccess: async () => {
      form.reset({ months: 0 });
      await onDone();
    },
  });

  const note = kind === "renew" ? spendNote({ months, credits, unlimited }) : refundNote({ months, credits, unlimited });
  const canRun = months > 0 && (note?.enough ?? true) && !isMutating;

  function run(event: React.FormEvent) {
    event.preventDefault();
    if (canRun) void submit({ months });
  }

  return (
    <form onSubmit={run} noValidate aria-busy={isMutating}>
      <Card title={copy.title}>
        <SelectField
          label={copy.label}
          options={ACTION_MONTH_OPTIONS}
          value={String(months)}
          onChange={(event) => form.change("months", Number(event.target.value))}
        />
        <CostNote note={note} />
        <SubmitButton disabled={!canRun}>{copy.button}</SubmitButton>
      </Card>
    </form>
  );
}
