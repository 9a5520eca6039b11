"use client";
import { useTranslations } from "next-intl";
import { SelectField } from "@/components/ui/select-field";
import type { ClientForm } from "@/features/clients/hooks/use-client-form";
import { useOwners } from "@/features/accounts";
import type { Role } from "@/lib/roles";
import { nameOptions } from "./options";

/**
 * Reseller (manager and admin) and Dealer (every role but the dealer). Picking a reseller
 * narrows the dealers to its own and clears the dealer (spec §4); picking a dealer first
 * fills in its reseller, so the pair always agrees.
 */
export function OwnerFields({ role, form }: { role: Role; form: ClientForm }) {
  const needsReseller = role === "manager" || role === "admin";
  const t = useTranslations("clients");
  const needsDealer = role !== "dealer";
  const owners = useOwners(needsDealer);
  if (!needsDealer) return null;

  const { reseller, dealer } = form.values;
  const allDealers = owners.data?.dealers ?? [];
  const dealers = needsReseller && reseller ? allDealers.filter((item) => item.reseller === reseller) : allDealers;
  const loadError = owners.error ? t("form.loadListFailed", { message: owners.error.message }) : undefined;
  const loadingHint = owners.loading ? t("form.loading") : undefined;

  function pickDealer(name: string) {
    form.change("dealer", name);
    if (needsReseller && !reseller) {
      const owner = allDealers.find((item) => item.name === name);
      if (owner) form.patch({ reseller: owner.reseller });
    }
  }

  return (
    <>
      {needsReseller && (
        <SelectField
          label={t("form.reseller")}
          required
          placeholder={t("form.selectReseller")}
          options={nameOptions(owners.data?.resellers.map((item) => item.name) ?? [], reseller)}
          value={reseller}
          onChange={(event) => {
            form.change("reseller", event.target.value);
            form.patch({ dealer: "" });
            // The cleared dealer now needs choosing again; say so rather than leave submit mutely disabled.
            form.touch("dealer");
          }}
          onBlur={() => form.touch("reseller")}
          error={form.errorFor("reseller") ?? loadError}
          hint={loadingHint}
        />
      )}
      <SelectField
        label={t("form.dealer")}
        required
        placeholder={t("form.selectDealer")}
        options={nameOptions(
          dealers.map((item) => item.name),
          dealer,
        )}
        value={dealer}
        onChange={(event) => pickDealer(event.target.value)}
        onBlur={() => form.touch("dealer")}
        error={form.errorFor("dealer") ?? loadError}
        hint={loadingHint}
      />
    </>
  );
}
