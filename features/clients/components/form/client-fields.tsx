"use client";
import { useTranslations } from "next-intl";
import { SelectField } from "@/components/ui/select-field";
import type { ClientForm } from "@/features/clients/hooks/use-client-form";
import { CUSTOM_PACKAGES, DEFAULT_PACKAGE_SELECTION } from "@/lib/schemas/client";
import type { Role } from "@/lib/roles";
import { LoginFields } from "./login-fields";
import { DeviceFields } from "./device-fields";
import { addMonthOptions, SERVER_OPTIONS, updateMonthOptions, type ClientsText } from "./options";
import { OwnerFields } from "./owner-fields";
import { PackageFields } from "./package-fields";

/** ALL PACKAGES, ALL PACKAGES-NO ADULT and CUSTOM PACKAGE SELECTION exist on every server. */
const SHARED_PRESETS: readonly number[] = [DEFAULT_PACKAGE_SELECTION, 7, CUSTOM_PACKAGES];

type Props = {
  role: Role;
  form: ClientForm;
  mode: "add" | "update";
  /** Update only: Status and the dealer's own fields, placed after Phone. */
  extras?: React.ReactNode;
  /** Custom package ids to keep when the server changes (an update returning to the client's own server). */
  packagesForServer?: (server: number) => number[];
};

/** The client fields in the spec's order (§2): server, owners, device, account, months, packages. */
export function ClientFields({ role, form, mode, extras, packagesForServer = () => [] }: Props) {
  const t = useTranslations("clients");
  return (
    <div className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2">
      <SelectField
        label={t("form.server")}
        options={SERVER_OPTIONS}
        value={String(form.values.server)}
        onChange={(event) => {
          const server = Number(event.target.value);
          form.change("server", server);
          // Package ids and named presets belong to one server: another server's list starts
          // empty, and only the presets every server has (ALL, ALL-NO ADULT, CUSTOM) carry over.
          const selection = SHARED_PRESETS.includes(form.values.package_selection) ? form.values.package_selection : DEFAULT_PACKAGE_SELECTION;
          form.patch({ packages: packagesForServer(server), package_selection: selection });
        }}
      />
      <OwnerFields role={role} form={form} />
      <DeviceFields form={form} />
      <LoginFields form={form} loginFixed={mode === "update"} />
      {extras}
      {/* The spec's form has Months on update too ('Add months', 0, by default); the cost note says what it spends. */}
      <SelectField
        label={t("form.months")}
        options={mode === "add" ? addMonthOptions(t as ClientsText) : updateMonthOptions(t as ClientsText)}
        value={String(form.values.months)}
        onChange={(event) => form.change("months", Number(event.target.value))}
      />
      <PackageFields form={form} />
    </div>
  );
}
