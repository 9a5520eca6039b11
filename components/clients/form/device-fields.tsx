"use client";
import { CheckboxField } from "@/components/ui/checkbox-field";
import { MaskedField } from "@/components/ui/masked-field";
import type { ClientForm } from "@/hooks/use-client-form";
import { MAC_MASK } from "./masks";

/** Ministra, and the MAC address that only a non-Ministra device needs (hidden when ticked). */
export function DeviceFields({ form }: { form: ClientForm }) {
  const { ministra, mac } = form.values;
  return (
    <>
      <CheckboxField
        label="Ministra"
        checked={ministra}
        onChange={(event) => form.change("ministra", event.target.checked)}
        hint="Tick for the Ministra player; no MAC address is needed then."
      />
      {!ministra && (
        <MaskedField
          label="MAC address"
          required
          mask={MAC_MASK}
          value={mac}
          onValueChange={(value, typed) => (typed ? form.change("mac", value) : form.patch({ mac: value }))}
          onBlur={() => form.touch("mac")}
          error={form.errorFor("mac")}
          placeholder="00:1A:79:00:00:00"
          autoComplete="off"
          name="mac"
        />
      )}
    </>
  );
}
