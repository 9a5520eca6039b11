"use client";
import { useTranslations } from "next-intl";
import { ClientFields } from "@/features/clients/components/form/client-fields";
import { CostNote } from "@/features/credits";
import { SubmitButton } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import type { ClientForm } from "@/features/clients/hooks/use-client-form";
import { useSubmit } from "@/hooks/use-submit";
import { clientWrites } from "@/features/clients/browser/client-writes";
import { updatePayload } from "@/features/clients/model/form-values";
import { cn } from "@/lib/cn";
import { spendNote } from "@/features/credits";
import type { Role } from "@/lib/roles";
import { screenRoute } from "@/lib/screens";
import { UpdateExtraFields } from "./update-extra-fields";

type Props = {
  role: Role;
  form: ClientForm;
  name: string;
  credits: number | null;
  packagesForServer: (server: number) => number[];
  className?: string;
};

export function UpdateClientForm({ role, form, name, credits, packagesForServer, className }: Props) {
  const t = useTranslations("clients");
  const { submit, busy } = useSubmit({
    path: clientWrites.save(name),
    // Only a save that adds months spends credits, so only that one needs a key.
    spends: (body) => body.months > 0,
    success: () => `Updated ${name}`,
    redirectTo: screenRoute(role, "clients.list"),
  });

  const cost = spendNote({ months: form.values.months, credits, unlimited: role === "admin" });
  const canSubmit = form.valid && (cost?.enough ?? true) && !busy;
  const reasons = [...form.reasons(), ...(cost && !cost.enough ? [t("form.enoughCredits")] : [])];

  function save(event: React.FormEvent) {
    event.preventDefault();
    form.markSubmitted();
    if (canSubmit) void submit(updatePayload(form.values));
  }

  return (
    <form onSubmit={save} noValidate aria-busy={busy} className={cn("min-w-0", className)}>
      <Card title={t("form.clientName", { name })}>
        <ClientFields role={role} form={form} mode="update" extras={<UpdateExtraFields role={role} form={form} />} packagesForServer={packagesForServer} />
        <CostNote note={cost} />
        <SubmitButton disabled={!canSubmit} reasons={reasons}>
          {t("form.updateClient")}
        </SubmitButton>
      </Card>
    </form>
  );
}
