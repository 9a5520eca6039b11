"use client";
import { useState } from "react";
import { updatePayload } from "@/components/clients/form/form-values";
import { SubmitButton } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useSnackbar } from "@/components/ui/snackbar";
import { TextField } from "@/components/ui/text-field";
import type { ClientForm } from "@/hooks/use-client-form";
import { useSaveClient } from "@/hooks/use-save-client";
import { errorMessage } from "@/lib/browser/api";
import { fieldErrors } from "@/lib/schemas/client";

/**
 * Saves the whole form with a new password (the save call is the only way to change it).
 * Months are sent as 0 so changing a password never spends credits.
 */
export function ChangePasswordCard({ form, name }: { form: ClientForm; name: string }) {
  const snackbar = useSnackbar();
  const { trigger, isMutating } = useSaveClient(name);
  const [password, setPassword] = useState("");
  const [touched, setTouched] = useState(false);

  const body = { ...updatePayload(form.values), months: 0, password };
  const result = form.schema.safeParse(body);
  const errors = result.success ? {} : fieldErrors(result.error);
  const passwordError = touched ? errors.password : undefined;
  const formBlocked = Object.keys(errors).some((field) => field !== "password");
  const canSave = result.success && !isMutating;

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!canSave) return;
    try {
      await trigger({ body });
      snackbar.show(`Updated ${name}`, "success");
      // The main form now holds what the server holds, so a later save does not undo this one.
      form.patch({ password, o_mac: body.mac });
      setPassword("");
      setTouched(false);
    } catch (error) {
      snackbar.show(errorMessage(error), "error");
    }
  }

  return (
    <form onSubmit={save} noValidate aria-busy={isMutating}>
      <Card title="Change Password">
        <TextField
          label="New password"
          name="new-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setTouched(true);
          }}
          onBlur={() => setTouched(true)}
          error={passwordError}
          hint={formBlocked ? "Correct the client form first: it is saved with the new password." : undefined}
          autoComplete="off"
          spellCheck={false}
        />
        <SubmitButton disabled={!canSave}>Save Password</SubmitButton>
      </Card>
    </form>
  );
}
