"use client";
import { useTranslations } from "next-intl";
import { MaskedField } from "@/components/ui/masked-field";
import { TextField } from "@/components/ui/text-field";
import { TextareaField } from "@/components/ui/textarea-field";
import type { ClientForm } from "@/features/clients/hooks/use-client-form";
import { PHONE_MASK } from "@/components/ui/masks";

/** Login name, password, description and phone. On update the login names the client and stays fixed. */
export function LoginFields({ form, loginFixed = false }: { form: ClientForm; loginFixed?: boolean }) {
  const t = useTranslations("clients");
  const { description, phone } = form.values;
  return (
    <>
      <TextField
        label={t("form.login")}
        required={!loginFixed}
        {...form.bind("login")}
        readOnly={loginFixed}
        hint={loginFixed ? t("form.loginFixed") : undefined}
        autoComplete="off"
        spellCheck={false}
      />
      {/* Shown in clear: the client's password is handed to the client (and shown on the device card). */}
      <TextField label={t("form.password")} required {...form.bind("password")} name="client-password" autoComplete="off" spellCheck={false} />
      <TextareaField
        label={t("form.description")}
        {...form.bind("description")}
        className="sm:col-span-2"
        // Counted only near the limit: the line is a live region, announced on each change.
        hint={description.length >= 450 ? t("form.descriptionLength", { count: description.length }) : undefined}
      />
      <MaskedField
        label={t("form.phone")}
        mask={PHONE_MASK}
        value={phone}
        onValueChange={(value, typed) => (typed ? form.change("phone", value) : form.patch({ phone: value }))}
        onBlur={() => form.touch("phone")}
        error={form.errorFor("phone")}
        placeholder="(555) 123-4567"
        inputMode="tel"
        autoComplete="off"
        name="phone"
      />
    </>
  );
}
