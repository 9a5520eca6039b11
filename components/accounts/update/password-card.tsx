"use client";
import { SubmitButton } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/text-field";
import { useSubmit } from "@/hooks/use-submit";
import { useZodForm } from "@/hooks/use-zod-form";
import { accountPath, type AccountKind } from "@/lib/accounts/kinds";
import { changePasswordSchema, type ChangePasswordInput } from "@/lib/schemas/accounts";

const EMPTY: ChangePasswordInput = { password: "", confirm: "" };

/** Change Password: the new password twice, 4 to 15 characters (accounts spec §5). */
export function PasswordCard({ kind, name }: { kind: AccountKind; name: string }) {
  const form = useZodForm(changePasswordSchema, EMPTY);
  const { submit, busy } = useSubmit<ChangePasswordInput>({
    path: `${accountPath(kind, name)}/password`,
    success: () => `Changed password for ${name}`,
    onSuccess: () => form.reset(EMPTY),
  });

  return (
    <form onSubmit={form.handleSubmit((data) => void submit(data), !busy)} noValidate aria-busy={busy}>
      <Card title="Change Password">
        <TextField label="New password" {...form.bind("password")} type="password" maxLength={15} autoComplete="new-password" />
        <TextField label="Re-enter password" {...form.bind("confirm")} type="password" maxLength={15} autoComplete="new-password" />
        <SubmitButton disabled={busy || form.values.password === ""}>Change Password</SubmitButton>
      </Card>
    </form>
  );
}
