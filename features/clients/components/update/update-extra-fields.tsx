"use client";
import { useTranslations } from "next-intl";
import { themeOptions, type ClientsText } from "@/features/clients/components/form/options";
import type { Theme } from "@/features/clients/model/form-values";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import type { ClientForm } from "@/features/clients/hooks/use-client-form";
import type { Role } from "@/lib/roles";

/**
 * Status for every role; adult password, alt player and theme only on the dealer's form,
 * because only the dealer's save call carries them (spec §7).
 */
export function UpdateExtraFields({ role, form }: { role: Role; form: ClientForm }) {
  const t = useTranslations("clients");
  const { status, alt_player, theme } = form.values;
  return (
    <>
      <CheckboxField label={t("form.status")} checked={status} onChange={(event) => form.change("status", event.target.checked)} hint={t("form.statusHint")} />
      {role === "dealer" && (
        <>
          <TextField label={t("form.adultPassword")} {...form.bind("parent_pass")} name="parent-pass" autoComplete="off" spellCheck={false} />
          <CheckboxField label={t("form.altPlayer")} checked={alt_player} onChange={(event) => form.change("alt_player", event.target.checked)} />
          <SelectField
            label={t("form.theme")}
            options={themeOptions(t as ClientsText)}
            value={theme}
            onChange={(event) => form.change("theme", event.target.value as Theme)}
          />
        </>
      )}
    </>
  );
}
