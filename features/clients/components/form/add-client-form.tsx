"use client";
import { useTranslations } from "next-intl";
import { CostNote } from "@/features/credits";
import { SubmitButton } from "@/components/ui/button";
import { useClientForm } from "@/features/clients/hooks/use-client-form";
import { useCredits } from "@/hooks/use-credits";
import { useSubmit } from "@/hooks/use-submit";
import { clientWrites } from "@/features/clients/browser/client-writes";
import { ADD_DEFAULTS, addPayload } from "@/features/clients/model/form-values";
import { spendNote } from "@/features/credits";
import type { Role } from "@/lib/roles";
import { screenRoute } from "@/lib/screens";
import { ClientFields } from "./client-fields";

export function AddClientForm({ role, initialCredits }: { role: Role; initialCredits: number | null }) {
  const t = useTranslations("clients");
  const form = useClientForm(role, "add", ADD_DEFAULTS);
  const { credits } = useCredits(initialCredits);
  const { submit, busy } = useSubmit({
    path: clientWrites.add(),
    spends: true,
    success: (result, body) => `Added ${result.name ?? body.login}`,
    redirectTo: screenRoute(role, "clients.list"),
  });

  const cost = spendNote({ months: form.values.months, credits, unlimited: role === "admin", trial: true });
  const canSubmit = form.valid && (cost?.enough ?? true) && !busy;
  // The grey button says what it waits for, also of fields not visited yet.
  const reasons = [...form.reasons(), ...(cost && !cost.enough ? [t("form.enoughCredits")] : [])];

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        form.markSubmitted();
        if (canSubmit) void submit(addPayload(form.values));
      }}
      noValidate
      aria-busy={busy}
      className="flex flex-col gap-4 rounded-lg bg-surface p-4 shadow-sm sm:p-6"
    >
      <ClientFields role={role} form={form} mode="add" />
      <CostNote note={cost} />
      <SubmitButton disabled={!canSubmit} reasons={reasons}>
        {t("form.addClient")}
      </SubmitButton>
    </form>
  );
}
