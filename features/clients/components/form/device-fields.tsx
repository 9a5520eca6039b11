"use client";
import { useTranslations } from "next-intl";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { MaskedField } from "@/components/ui/masked-field";
import type { ClientForm } from "@/features/clients/hooks/use-client-form";
import { MAC_MASK } from "@/components/ui/masks";

/** Ministra, and the MAC address that only a non-Ministra device needs (hidden when ticked). */
export function DeviceFields({ form }: { form: ClientForm }) {
  const t = useTranslations("clients");
  const { ministra, mac } = form.values;
  return (
    <>
      <CheckboxField
        label={t("form.ministra")}
        checked={ministra}
        onChange={(event) => form.change("ministra", event.target.checked)}
        hint={t("form.ministraHint")}
      />
      {!ministra && (
        <MaskedField
          label={t("form.mac")}
          required
          mask={MAC_MASK}
          value={mac}
          onValueChange={(value, typed) => (typed ? form.change("mac", value) : form.patch({ mac: value }))}
          onBlur={() => form.touch("mac")}
          error={form.errorFor("mac")}
          // A hint rather than a placeholder: a greyed MAC in the field read as one already filled in.
          hint={t("form.macHint")}
          autoComplete="off"
          name="mac"
        />
      )}
    </>
  );
}
