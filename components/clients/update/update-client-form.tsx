"use client";
import { useRouter } from "next/navigation";
import { useSWRConfig } from "swr";
import { ClientFields } from "@/components/clients/form/client-fields";
import { CostNote } from "@/components/clients/form/cost-note";
import { spendNote } from "@/components/clients/form/credit-cost";
import { updatePayload } from "@/components/clients/form/form-values";
import { SubmitButton } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useSnackbar } from "@/components/ui/snackbar";
import type { ClientForm } from "@/hooks/use-client-form";
import { CREDITS_KEY } from "@/hooks/use-credits";
import { useIdempotencyKey } from "@/hooks/use-idempotency-key";
import { useSaveClient } from "@/hooks/use-save-client";
import { errorMessage } from "@/lib/browser/api";
import { CLIENT_ROUTES, type Role } from "@/lib/roles";
import { UpdateExtraFields } from "./update-extra-fields";

type Props = {
  role: Role;
  form: ClientForm;
  name: string;
  credits: number | null;
  packagesForServer: (server: number) => number[];
  className?: string;
};

export function UpdateClientForm({ role, form, name, credits, packagesForServer, className = "" }: Props) {
  const router = useRouter();
  const snackbar = useSnackbar();
  const { mutate } = useSWRConfig();
  const { trigger, isMutating } = useSaveClient(name);
  const idempotency = useIdempotencyKey();

  const cost = spendNote({ months: form.values.months, credits, unlimited: role === "admin" });
  const canSubmit = form.valid && (cost?.enough ?? true) && !isMutating;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    form.markSubmitted();
    if (!canSubmit) return;
    const body = updatePayload(form.values);
    try {
      // Only a save that adds months spends credits, so only that one needs a key.
      await trigger({ body, idempotencyKey: body.months > 0 ? idempotency.keyFor(body) : undefined });
      idempotency.settle();
      snackbar.show(`Updated ${name}`, "success");
      void mutate(CREDITS_KEY);
      router.push(CLIENT_ROUTES[role].list);
    } catch (error) {
      snackbar.show(errorMessage(error), "error");
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={isMutating} className={`min-w-0 ${className}`}>
      <Card title={`Client ${name}`}>
        <ClientFields
          role={role}
          form={form}
          mode="update"
          extras={<UpdateExtraFields role={role} form={form} />}
          packagesForServer={packagesForServer}
        />
        <CostNote note={cost} />
        <SubmitButton disabled={!canSubmit}>Update Client</SubmitButton>
      </Card>
    </form>
  );
}
