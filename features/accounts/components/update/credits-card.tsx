"use client";
import { useLocale, useTranslations } from "next-intl";
import { CostNote } from "@/features/credits";
import { SubmitButton } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { useSubmit } from "@/hooks/use-submit";
import { useFormState } from "@/hooks/use-zod-form";
import { isLocale } from "@/i18n/locales";
import { formatCount } from "@/lib/format";
import { accountListRoute, type AccountKind } from "@/lib/accounts/kinds";
import { accountWrites } from "@/features/accounts/browser/account-writes";
import { transferNote } from "@/features/credits";
import type { Role } from "@/lib/roles";
import { ADD_CREDITS, CREDIT_AMOUNTS, creditsMoveSchema, REMOVE_CREDITS, type CreditsMoveInput } from "@/lib/schemas/accounts";
import type { AccountDetail } from "@/lib/schemas/accounts";
import { AmountSelect } from "./amount-select";

type Props = {
  role: Role;
  kind: AccountKind;
  account: AccountDetail;
  /** The signed-in account's balance; null for the admin (unlimited) or when unknown. */
  balance: number | null;
  /** The form also edits the account's description (spec §2.2: where credits and description share a panel). */
  withDescription: boolean;
};

/** Add or Remove credits: shows both balances after the move and refuses what cannot be covered. */
export function CreditsCard({ role, kind, account, balance, withDescription }: Props) {
  const t = useTranslations("accounts");
  const localeTag = useLocale();
  const locale = isLocale(localeTag) ? localeTag : undefined;
  const transactions = [
    { value: ADD_CREDITS, label: t("update.add") },
    { value: REMOVE_CREDITS, label: t("update.remove") },
  ];
  const form = useFormState<CreditsMoveInput & { desc: string }>({ transaction: ADD_CREDITS, credits: 0, desc: account.description });
  const { transaction, credits, desc } = form.values;
  const { submit, busy } = useSubmit({
    path: accountWrites.credits(kind, account.name),
    spends: true,
    success: (result) => t("update.updated", { name: ("name" in result ? result.name : undefined) ?? account.name }),
    redirectTo: accountListRoute(role, kind),
  });

  const body: CreditsMoveInput = { transaction, credits, ...(withDescription ? { desc } : {}) };
  const valid = creditsMoveSchema(kind, withDescription).safeParse(body);
  const descriptionChanged = withDescription && desc !== account.description;
  const note = transferNote({ transaction, credits, balance, unlimited: role === "admin", child: account.name, childCredits: account.credits });
  // A description alone may be saved with no credits moved (0 writes no ledger row).
  const canSubmit = !busy && (note?.enough ?? true) && (credits > 0 ? valid.success : descriptionChanged && valid.success !== false);
  const reasons =
    credits === 0 && !descriptionChanged
      ? [withDescription ? t("update.needAmountOrDescription") : t("update.needAmount")]
      : note && !note.enough
        ? [t("update.needEnoughCredits")]
        : [];

  return (
    <form
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        if (canSubmit) void submit(body);
      }}
    >
      <Card title={t("update.creditsTitle", { name: account.name, credits: formatCount(account.credits, locale) })}>
        <SelectField
          label={t("update.transaction")}
          options={transactions}
          value={String(transaction)}
          onChange={(event) => form.change("transaction", Number(event.target.value) as 0 | 1)}
        />
        <AmountSelect amounts={CREDIT_AMOUNTS[kind]} value={credits} onChange={(amount) => form.change("credits", amount)} />
        {withDescription && (
          <TextField
            label={t("update.description")}
            value={desc}
            onChange={(event) => form.change("desc", event.target.value)}
            error={valid.success ? undefined : valid.error.issues.find((i) => i.path[0] === "desc")?.message}
          />
        )}
        <CostNote note={note} />
        <SubmitButton disabled={!canSubmit} reasons={reasons}>
          {t("update.submit")}
        </SubmitButton>
      </Card>
    </form>
  );
}
