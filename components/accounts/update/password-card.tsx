"use client";
import { SubmitButton } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/text-field";
import { useSubmit } from "@/hooks/use-submit";
import { useZodForm } from "@/hooks/use-zod-form";
import type { AccountKind } from "@/lib/accounts/kinds";
import { accountWrites } from "@/lib/browser/account-writes";
import { changePasswordSchema, type ChangePasswordInput } from "@/lib/schemas/accounts";

const EMPTY: ChangePasswordInput = { password: "", confirm: "" };

/** Change Password: the new password twice, 4 to 15 characters (accounts spec §5); disabled, saying why, until they hold. */
export function PasswordCard({ kind, name }: { kind: AccountKind; name: string }) {
  const form = useZodForm(changePasswordSchema, EMPTY);
  const { submit, busy } = useSubmit({
    path: accountWrites.password(kind, name),
    success: () => `Changed password for ${name}`,
    onSuccess: () => form.reset(EMPTY),
  });

  return (
    <form onSubmit={form.handleSubmit((data) => void submit(data), !busy)} noValidate aria-busy={busy}>
      <Card title="Change Password">
        <TextField label="New password" required {...form.bind("password")} type="password" autoComplete="new-password" />
        <TextField label="Re-enter password" required {...form.bind("confirm")} type="password" autoComplete="new-password" />
        <SubmitButton disabled={busy || !form.valid} reasons={form.reasons()}>
          Change Password
        </SubmitButton>
      </Card>
    </form>
  );
}
