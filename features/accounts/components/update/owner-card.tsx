"use client";
import { useTranslations } from "next-intl";
import { OwnerSelect } from "@/features/accounts/components/add/owner-select";
import { SubmitButton } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/text-field";
import { useSubmit } from "@/hooks/use-submit";
import { useZodForm } from "@/hooks/use-zod-form";
import { accountListRoute } from "@/lib/accounts/kinds";
import { accountWrites } from "@/features/accounts/browser/account-writes";
import type { Role } from "@/lib/roles";
import { editAccountSchema, type AccountDetail } from "@/lib/schemas/accounts";

type Props = { role: Role; kind: "reseller" | "dealer"; account: AccountDetail };

/**
 * The edit panel: a reseller's super reseller, or a dealer's reseller, with the description
 * (accounts spec §2.2; the super reseller's 'Edit Reseller' card of a dealer).
 */
export function OwnerCard({ role, kind, account }: Props) {
  const t = useTranslations("accounts");
  const form = useZodForm(editAccountSchema(kind), { owner: account.owner, description: account.description });
  const { submit, busy } = useSubmit({
    path: accountWrites.edit(kind, account.name),
    success: () => t("update.updated", { name: account.name }),
    redirectTo: accountListRoute(role, kind),
  });

  return (
    <form onSubmit={form.handleSubmit((data) => void submit(data), !busy)} noValidate aria-busy={busy}>
      <Card title={kind === "reseller" ? t("update.editSuperReseller") : t("update.editReseller")}>
        <OwnerSelect
          kind={kind === "reseller" ? "manager" : "reseller"}
          value={form.values.owner}
          onChange={(name) => form.change("owner", name)}
          onBlur={() => form.touch("owner")}
          error={form.errorFor("owner")}
          required
        />
        <TextField label={t("update.description")} {...form.bind("description")} />
        <SubmitButton disabled={busy || !form.valid} reasons={form.reasons()}>
          {t("update.update")}
        </SubmitButton>
      </Card>
    </form>
  );
}
