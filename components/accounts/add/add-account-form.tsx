"use client";
import { SubmitButton } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { useSubmit } from "@/hooks/use-submit";
import { useZodForm } from "@/hooks/use-zod-form";
import { ACCOUNT_KINDS, accountListRoute, accountPath, type AccountKind } from "@/lib/accounts/kinds";
import type { Role } from "@/lib/roles";
import { addAccountSchema, DESCRIPTION_MAX, type AddAccountInput } from "@/lib/schemas/accounts";
import { OwnerSelect } from "./owner-select";

type Props = { role: Role; kind: AccountKind; ownerField: "superReseller" | "reseller" | null };

const EMPTY = { login: "", password: "", description: "", superReseller: "", reseller: "" };

/** Add Super Reseller, Reseller or Dealer (accounts spec §2.2, §5): Add is enabled once login and password are filled. */
export function AddAccountForm({ role, kind, ownerField }: Props) {
  const noun = ACCOUNT_KINDS[kind].noun;
  const form = useZodForm(addAccountSchema(kind, ownerField), EMPTY);
  const { submit, busy } = useSubmit<AddAccountInput>({
    path: accountPath(kind),
    success: (result, body) => `Added ${result.name ?? body.login}`,
    redirectTo: accountListRoute(role, kind),
  });
  const filled = form.values.login.trim() !== "" && form.values.password !== "";

  // The schema has the owner field only where the role chooses one, and trims the login.
  const add = form.handleSubmit((data) => void submit(data as AddAccountInput), filled && !busy);

  return (
    <form onSubmit={add} noValidate aria-busy={busy} className="flex max-w-2xl flex-col gap-2 rounded-lg bg-surface p-4 shadow-sm sm:p-6">
      {ownerField && (
        <OwnerSelect
          kind={ownerField === "superReseller" ? "manager" : "reseller"}
          value={form.values[ownerField]}
          onChange={(name) => form.change(ownerField, name)}
          onBlur={() => form.touch(ownerField)}
          error={form.errorFor(ownerField)}
        />
      )}
      <TextField label="Login name" {...form.bind("login")} maxLength={15} autoComplete="off" spellCheck={false} />
      <TextField label="Password" {...form.bind("password")} name="new-password" type="password" maxLength={15} autoComplete="new-password" />
      <TextareaField label="Description" {...form.bind("description")} hint={`At most ${DESCRIPTION_MAX[kind]} characters`} />
      {!filled && <p className="text-sm text-slate-600">Fill in the login name and the password to add the {noun.toLowerCase()}.</p>}
      <SubmitButton disabled={!filled || busy}>Add {noun}</SubmitButton>
    </form>
  );
}
