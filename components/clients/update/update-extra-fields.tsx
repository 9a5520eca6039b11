"use client";
import { THEME_OPTIONS } from "@/components/clients/form/options";
import type { Theme } from "@/lib/clients/form-values";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import type { ClientForm } from "@/hooks/use-client-form";
import type { Role } from "@/lib/roles";

/**
 * Status for every role; adult password, alt player and theme only on the dealer's form,
 * because only the dealer's save call carries them (spec §7).
 */
export function UpdateExtraFields({ role, form }: { role: Role; form: ClientForm }) {
  const { status, alt_player, theme } = form.values;
  return (
    <>
      <CheckboxField
        label="Status"
        checked={status}
        onChange={(event) => form.change("status", event.target.checked)}
        hint="Ticked: active. An expired client shows inactive anyway."
      />
      {role === "dealer" && (
        <>
          <TextField
            label="Adult password"
            {...form.bind("parent_pass")}
            name="parent-pass"
            autoComplete="off"
            spellCheck={false}
          />
          <CheckboxField label="Alt player" checked={alt_player} onChange={(event) => form.change("alt_player", event.target.checked)} />
          <SelectField
            label="Theme"
            options={THEME_OPTIONS}
            value={theme}
            onChange={(event) => form.change("theme", event.target.value as Theme)}
          />
        </>
      )}
    </>
  );
}
