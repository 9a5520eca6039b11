"use client";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import useSWR from "swr";
import { ExpiryChange } from "@/features/clients/components/renew/expiry-change";
import { MonthsDialog } from "@/features/clients/components/renew/months-dialog";
import { clientKey } from "@/features/clients/hooks/use-client";
import { useCredits } from "@/hooks/use-credits";
import { useSubmit } from "@/hooks/use-submit";
import { clientWrites } from "@/features/clients/browser/client-writes";
import { swrFetcher } from "@/lib/browser/api";
import { renewedExpiry } from "@/features/clients/model/months";
import { spendNote } from "@/features/credits";
import { todayIso } from "@/lib/format";
import type { ClientDetail } from "@/lib/schemas/client-detail";

type Props = {
  name: string;
  /** The row's expiry; when a list does not pass it, the dialog reads the client itself. */
  expiry?: string | null;
  onClose: () => void;
};

/**
 * Renew: months 1 to 12, paid in credits, showing the expiry now and after. Mounted afresh per
 * opening, so each opening has its own Idempotency-Key: a double click or a retry after a failure
 * is never charged twice.
 */
export function RenewClientDialog({ name, expiry: known, onClose }: Props) {
  const t = useTranslations("clients");
  const router = useRouter();
  const [months, setMonths] = useState(0);
  const { data: client } = useSWR<ClientDetail>(known === undefined ? clientKey(name) : null, swrFetcher, { revalidateOnFocus: false });
  const expiry = known !== undefined ? known : client?.expiry;
  // A failure keeps the dialog open: it spent nothing, and a retry of the same months keeps the same key.
  const { submit, busy } = useSubmit({
    path: clientWrites.renew(name),
    spends: true,
    success: (result) => t("renewed", { name: result.name ?? name }),
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
      title={t("renewName", { name })}
      description={t("renewCostsCredits")}
      months={months}
      onMonths={setMonths}
      note={cost}
      busy={busy}
      submitLabel={t("renew")}
      onSubmit={() => void submit({ months })}
      onClose={onClose}
    >
      <ExpiryChange current={expiry} next={months > 0 && expiry !== undefined ? renewedExpiry(expiry, months, todayIso()) : null} />
    </MonthsDialog>
  );
}
