"use client";
import { useTranslations } from "next-intl";
import { SubmitButton } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";
import { useSubmit } from "@/hooks/use-submit";
import { useZodForm } from "@/hooks/use-zod-form";
import { accountListRoute, type AccountKind } from "@/lib/accounts/kinds";
import { accountWrites } from "@/features/accounts/browser/account-writes";
import type { Role } from "@/lib/roles";
import { addAccountSchema, DESCRIPTION_MAX } from "@/lib/schemas/accounts";
import { OwnerSelect } from "./owner-select";

type Props = { role: Role; kind: AccountKind; ownerField: "superReseller" | "reseller" | null };

const SUBMIT = { manager: "add.submit.manager", reseller: "add.submit.reseller", dealer: "add.submit.dealer" } as const;

const EMPTY = { login: "", password: "", description: "", superReseller: "", reseller: "" };

/**
 * Add Super Reseller, Reseller or Dealer (accounts spec §2.2, §5). As on the client form, Add stays
 * disabled until the form holds (login and password filled and within 15, the owner chosen) and
 * says beside it what is still missing; nothing is cut silently at 15, the field says "too long".
 */
export function AddAccountForm({ role, kind, ownerField }: Props) {
  const t = useTranslations("accounts");
  const form = useZodForm(addAccountSchema(kind, ownerField), EMPTY);
  const { submit, busy } = useSubmit({
    path: accountWrites.add(kind),
    success: (result, body) => t("add.added", { name: result.name ?? body.login }),
    redirectTo: accountListRoute(role, kind),
  });
  const canSubmit = form.valid && !busy;

  // The schema has the owner field only where the role chooses one, and trims the login.
  const add = form.handleSubmit((data) => void submit(data), !busy);

  return (
    <form onSubmit={add} noValidate aria-busy={busy} className="flex max-w-2xl flex-col gap-2 rounded-lg bg-surface p-4 shadow-sm sm:p-6">
      {ownerField && (
        <OwnerSelect
          kind={ownerField === "superReseller" ? "manager" : "reseller"}
          value={form.values[ownerField]}
          onChange={(name) => form.change(ownerField, name)}
          onBlur={() => form.touch(ownerField)}
          error={form.errorFor(ownerField)}
          required
        />
      )}
      <TextField label={t("add.login")} required {...form.bind("login")} autoComplete="off" spellCheck={false} />
      <TextField label={t("add.password")} required {...form.bind("password")} name="new-password" type="password" autoComplete="new-password" />
      <TextField label={t("add.description")} {...form.bind("description")} hint={t("add.descriptionHint", { max: DESCRIPTION_MAX[kind] })} />
      <SubmitButton disabled={!canSubmit} reasons={form.reasons()}>
        {t(SUBMIT[kind])}
      </SubmitButton>
    </form>
  );
}
