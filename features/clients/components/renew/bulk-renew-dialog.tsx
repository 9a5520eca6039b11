"use client";
import { useFormatCount } from "@/hooks/use-format-count";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useCredits } from "@/hooks/use-credits";
import { useSubmit } from "@/hooks/use-submit";
import { clientWrites } from "@/features/clients/browser/client-writes";
import { bulkSpendNote } from "@/features/credits";
import type { Role } from "@/lib/roles";
import type { BulkRenewAnswer, RenewTarget } from "@/lib/schemas/renewals";
import { MonthsDialog } from "./months-dialog";
import { RenewTargetList } from "./renew-target-list";

type Props = { role: Role; count: number; target: RenewTarget; onClose: () => void; onDone: (answer: BulkRenewAnswer) => void };

/**
 * Renew many clients by the same months: the number of clients, the total cost and the balance
 * after are shown before anything is sent, and a balance that cannot cover it refuses to send.
 * Mounted per opening: one Idempotency-Key per intent, kept for a retry of the same months.
 */
export function BulkRenewDialog({ role, count, target, onClose, onDone }: Props) {
  const t = useTranslations("clients");
  const fmt = useFormatCount();
  const [months, setMonths] = useState(0);
  const { credits } = useCredits();
  const note = bulkSpendNote({ clients: count, months, credits, unlimited: role === "admin" });
  const { submit, busy } = useSubmit({
    path: clientWrites.bulkRenew(),
    spends: true,
    refresh: true,
    success: (answer) => t("bulk.renewed", { renewed: answer.renewed, total: answer.renewed + answer.refused }),
    onSuccess: (answer) => onDone(answer),
  });
  return (
    <MonthsDialog
      title={t("bulk.title", { count, n: fmt(count) })}
      description={t("bulk.description")}
      months={months}
      onMonths={setMonths}
      note={note}
      busy={busy}
      submitLabel={t("bulk.renewAll")}
      onSubmit={() => void submit({ clients: target, months })}
      onClose={onClose}
      wide
    >
      <RenewTargetList target={target} count={count} />
    </MonthsDialog>
  );
}
