"use client";
import { useTranslations } from "next-intl";
import { updatePayload } from "@/features/clients/model/form-values";
import { SubmitButton } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { TextField } from "@/components/ui/text-field";
import type { ClientForm } from "@/features/clients/hooks/use-client-form";
import { useSubmit } from "@/hooks/use-submit";
import { clientWrites } from "@/features/clients/browser/client-writes";
import { useFormState } from "@/hooks/use-zod-form";
import { fieldErrors } from "@/lib/schemas/errors";

/**
 * Saves the whole form with a new password (the save call is the only way to change it).
 * Months are sent as 0 so changing a password never spends credits.
 */
export function ChangePasswordCard({ form, name }: { form: ClientForm; name: string }) {
  const t = useTranslations("clients");
  const own = useFormState({ password: "" });
  const { password } = own.values;
  const { submit, busy: isMutating } = useSubmit({
    path: clientWrites.save(name),
    success: () => `Updated ${name}`,
    onSuccess: (_result, saved) => {
      // The main form now holds what the server holds, so a later save does not undo this one.
      form.settle({ password: saved.password, o_mac: saved.mac });
      own.reset({ password: "" });
    },
  });

  const body = { ...updatePayload(form.values), months: 0, password };
  const result = form.schema.safeParse(body);
  const errors = result.success ? {} : fieldErrors(result.error);
  const passwordError = own.submitted || own.touched.has("password") ? errors.password : undefined;
  const formBlocked = Object.keys(errors).some((field) => field !== "password");
  const canSave = result.success && !isMutating;

  function save(event: React.FormEvent) {
    event.preventDefault();
    own.markSubmitted();
    if (canSave) void submit(body);
  }

  return (
    <form onSubmit={save} noValidate aria-busy={isMutating}>
      <Card title={t("password.title")}>
        <TextField
          label={t("password.new")}
          name="new-password"
          value={password}
          onChange={(event) => own.change("password", event.target.value)}
          onBlur={() => own.touch("password")}
          error={passwordError}
          hint={formBlocked ? t("password.formBlocked") : undefined}
          autoComplete="off"
          spellCheck={false}
        />
        <SubmitButton disabled={!canSave} reasons={password ? [] : [t("password.new")]}>
          {t("password.save")}
        </SubmitButton>
      </Card>
    </form>
  );
}
