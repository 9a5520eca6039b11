"use client";
import { useTranslations } from "next-intl";
import { CostNote } from "@/features/credits";
import { actionMonthOptions, type ClientsText } from "@/features/clients/components/form/options";
import { ExpiryChange } from "@/features/clients/components/renew/expiry-change";
import { SubmitButton } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SelectField } from "@/components/ui/select-field";
import { useSubmit } from "@/hooks/use-submit";
import { clientWrites } from "@/features/clients/browser/client-writes";
import type { MonthsAnswer } from "@/lib/schemas/write-answer";
import { useFormState } from "@/hooks/use-zod-form";
import { useRetrieveQuote } from "@/features/clients/hooks/use-retrieve-quote";
import { addMonths, renewedExpiry, retrievableMonths } from "@/features/clients/model/months";
import { retrievableWith } from "@/features/clients/model/paid-months";
import { refundNote, spendNote } from "@/features/credits";
import { todayIso } from "@/lib/format";

const COPY = {
  renew: { title: "months.renewTitle", label: "months.renewLabel", button: "months.renewButton", success: "months.renewed" },
  retrieve: { title: "months.retrieveTitle", label: "months.retrieveLabel", button: "months.retrieveButton", success: "months.retrieved" },
} as const;

type Props = {
  kind: keyof typeof COPY;
  name: string;
  /** The client's expiry as last loaded: the card shows it and what the action makes of it. */
  expiry: string | null;
  credits: number | null;
  unlimited: boolean;
  /** Puts the answer's new expiry in place and reloads the client's transactions (features/clients/hooks/settle-months.ts). */
  onDone: (answer: MonthsAnswer) => Promise<void>;
};

/**
 * Renew (spends a credit a month) or Retrieve Credits (refunds one a month); enabled for a non-zero
 * choice only. Both show the expiry now and after. Retrieve offers only the whole months the
 * backend gives back: the expiry may not move before today, and an account other than the admin
 * gets back only the months it paid for (asked of the BFF, features/clients/model/retrieve-quote.ts). So its
 * preview never promises a refund the server refuses; with none left it says why instead of
 * offering any, and where the backend does not say who paid it says the server may refuse.
 */
export function MonthsActionCard({ kind, name, expiry, credits, unlimited, onDone }: Props) {
  const t = useTranslations("clients");
  const copy = COPY[kind];
  const form = useFormState({ months: 0 });
  const { months } = form.values;
  const { submit, busy: isMutating } = useSubmit<{ months: number }, MonthsAnswer>({
    path: clientWrites[kind](name),
    spends: true,
    success: (_result, body) => t(copy.success, { name, count: body.months, n: String(body.months) }),
    onSuccess: async (answer) => {
      form.reset({ months: 0 });
      await onDone(answer);
    },
  });

  const { quote } = useRetrieveQuote(name, kind === "retrieve");
  const today = todayIso();
  const byTime = retrievableMonths(expiry, today);
  const available = kind === "retrieve" ? retrievableWith(quote, byTime) : 12;
  const asking = kind === "retrieve" && quote === undefined;
  const chosen = months <= available ? months : 0;
  const options = actionMonthOptions(t as ClientsText).filter((option) => Number(option.value) <= available);
  const note = kind === "renew" ? spendNote({ months: chosen, credits, unlimited }) : refundNote({ months: chosen, credits, unlimited });
  const next = chosen === 0 ? null : kind === "renew" ? renewedExpiry(expiry, chosen, today) : addMonths(expiry!, -chosen);
  const canRun = chosen > 0 && (note?.enough ?? true) && !isMutating && !asking;
  const reasons = asking
    ? [t("months.checkingPaid")]
    : byTime === 0 && kind === "retrieve"
      ? [t("months.noWholeMonth", { name })]
      : available === 0
        ? [t("months.noPaidMonths", { name })]
        : chosen === 0
          ? [t("months.chooseMonths")]
          : note && !note.enough
            ? [t("form.enoughCredits")]
            : [];
  const rule =
    kind !== "retrieve" || byTime === 0 || !quote
      ? undefined
      : quote.rule === "unknown"
        ? t("months.whoPaidUnknown")
        : quote.rule === "paid" && quote.paidMonths < byTime && available > 0
          ? t("months.paidOnly", { count: available })
          : undefined;

  function run(event: React.FormEvent) {
    event.preventDefault();
    if (canRun) void submit({ months: chosen });
  }

  return (
    <form onSubmit={run} noValidate aria-busy={isMutating}>
      <Card title={t(copy.title)}>
        <SelectField
          label={t(copy.label)}
          options={options}
          value={String(chosen)}
          disabled={available === 0}
          hint={rule}
          onChange={(event) => form.change("months", Number(event.target.value))}
        />
        <ExpiryChange current={expiry} next={next} />
        <CostNote note={note} />
        <SubmitButton disabled={!canRun} reasons={reasons}>
          {t(copy.button)}
        </SubmitButton>
      </Card>
    </form>
  );
}
