"use client";
import { useTranslations } from "next-intl";
import { SelectField } from "@/components/ui/select-field";
import { useAccountNames } from "@/features/accounts/hooks/use-account-names";

type Props = {
  /** Whose names to offer: super resellers (for a reseller) or resellers (for a dealer). */
  kind: "manager" | "reseller";
  value: string;
  onChange: (name: string) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
};

/** The owner of a new or moved account, chosen among the caller's own (spec §2.2: default 'Select Reseller'). */
export function OwnerSelect({ kind, value, onChange, onBlur, error, required }: Props) {
  const { names, loading, error: loadError } = useAccountNames(kind);
  const t = useTranslations("accounts");
  const label = kind === "manager" ? t("owner.manager") : t("owner.reseller");
  const placeholder = kind === "manager" ? t("owner.managerPlaceholder") : t("owner.resellerPlaceholder");
  return (
    <SelectField
      label={label}
      placeholder={placeholder}
      options={names.map((name) => ({ value: name, label: name }))}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      error={error ?? loadError?.message}
      hint={loading ? t("owner.loading") : undefined}
      required={required}
    />
  );
}
