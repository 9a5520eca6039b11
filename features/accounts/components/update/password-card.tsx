"use client";
import { useTranslations } from "next-intl";
import { SubmitButton } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/text-field";
import { useSubmit } from "@/hooks/use-submit";
import { useZodForm } from "@/hooks/use-zod-form";
import type { AccountKind } from "@/lib/accounts/kinds";
import { accountWrites } from "@/features/accounts/browser/account-writes";
import { changePasswordSchema, type ChangePasswordInput } from "@/lib/schemas/accounts";

const EMPTY: ChangePasswordInput = { password: "", confirm: "" };

/** Change Password: the new password twice, 4 to 15 characters (accounts spec §5); disabled, saying why, until they hold. */
export function PasswordCard({ kind, name }: { kind: AccountKind; name: string }) {
  const t = useTranslations("accounts");
  const form = useZodForm(changePasswordSchema, EMPTY);
  const { submit, busy } = useSubmit({
    path: accountWrites.password(kind, name),
    success: () => t("update.passwordChanged", { name }),
    onSuccess: () => form.reset(EMPTY),
  });

  return (
    <form onSubmit={form.handleSubmit((data) => void submit(data), !busy)} noValidate aria-busy={busy}>
      <Card title={t("update.changePassword")}>
        <TextField label={t("update.newPassword")} required {...form.bind("password")} type="password" autoComplete="new-password" />
        <TextField label={t("update.confirmPassword")} required {...form.bind("confirm")} type="password" autoComplete="new-password" />
        <SubmitButton disabled={busy || !form.valid} reasons={form.reasons()}>
          {t("update.changePassword")}
        </SubmitButton>
      </Card>
    </form>
  );
}
