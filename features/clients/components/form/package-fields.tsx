"use client";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { FieldMessage } from "@/components/ui/field-message";
import { SelectField } from "@/components/ui/select-field";
import type { ClientForm } from "@/features/clients/hooks/use-client-form";
import { CUSTOM_PACKAGES } from "@/lib/schemas/client";
import { presetOptions, type ClientsText } from "./options";
import { PackageChecklist } from "./package-checklist";

/** The server's presets; CUSTOM PACKAGE SELECTION (3) opens the Live and VOD checkbox lists. */
export function PackageFields({ form }: { form: ClientForm }) {
  const t = useTranslations("clients");
  const messageId = useId();
  const { package_selection: selection, packages: chosen } = form.values;
  const { data, loading, error } = form.packages;
  const custom = selection === CUSTOM_PACKAGES;
  const listError = error ? t("form.loadPackagesFailed", { message: error.message }) : undefined;
  const rule = form.errorFor("packages");

  function toggle(id: number, checked: boolean) {
    const next = checked ? [...chosen, id] : chosen.filter((item) => item !== id);
    form.change(
      "packages",
      [...new Set(next)].sort((a, b) => a - b),
    );
  }

  return (
    <>
      <SelectField
        label={t("form.packageSelection")}
        options={presetOptions(data?.presets ?? [], selection, t as ClientsText)}
        value={String(selection)}
        onChange={(event) => {
          const next = Number(event.target.value);
          form.change("package_selection", next);
          // Choosing custom is the moment to say that at least one package is needed.
          if (next === CUSTOM_PACKAGES) form.touch("packages");
        }}
        error={listError}
        hint={loading ? t("form.loadingPackages") : undefined}
      />
      {custom && (
        <div className="flex flex-col gap-3 sm:col-span-2">
          {data ? (
            <div className="grid gap-3 lg:grid-cols-2">
              <PackageChecklist
                legend={t("form.livePackages")}
                items={data.packages.filter((item) => item.type === "tv")}
                selected={chosen}
                onToggle={toggle}
                describedBy={messageId}
                invalid={rule !== undefined}
              />
              <PackageChecklist
                legend={t("form.vodPackages")}
                items={data.packages.filter((item) => item.type === "video")}
                selected={chosen}
                onToggle={toggle}
                describedBy={messageId}
                invalid={rule !== undefined}
              />
            </div>
          ) : (
            <p className="text-sm text-slate-500">{loading ? t("form.loadingPackages") : listError}</p>
          )}
          <FieldMessage id={messageId} error={rule} />
        </div>
      )}
    </>
  );
}
