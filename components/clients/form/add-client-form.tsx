"use client";
import { useRouter } from "next/navigation";
import { useSWRConfig } from "swr";
import { SubmitButton } from "@/components/ui/button";
import { useSnackbar } from "@/components/ui/snackbar";
import { useAddClient } from "@/hooks/use-add-client";
import { useClientForm } from "@/hooks/use-client-form";
import { CREDITS_KEY, useCredits } from "@/hooks/use-credits";
import { useIdempotencyKey } from "@/hooks/use-idempotency-key";
import { errorMessage } from "@/lib/browser/api";
import { CLIENT_ROUTES, type Role } from "@/lib/roles";
import { ClientFields } from "./client-fields";
import { CostNote } from "./cost-note";
import { spendNote } from "./credit-cost";
import { ADD_DEFAULTS, addPayload } from "./form-values";

export function AddClientForm({ role, initialCredits }: { role: Role; initialCredits: number | null }) {
  const router = useRouter();
  const snackbar = useSnackbar();
  const { mutate } = useSWRConfig();
  const form = useClientForm(role, "add", ADD_DEFAULTS);
  const { credits } = useCredits(initialCredits);
  const { trigger, isMutating } = useAddClient();
  const idempotency = useIdempotencyKey();

  const cost = spendNote({ months: form.values.months, credits, unlimited: role === "admin", trial: true });
  const canSubmit = form.valid && (cost?.enough ?? true) && !isMutating;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    form.markSubmitted();
    if (!canSubmit) return;
    const body = addPayload(form.values);
    try {
      const result = await trigger({ body, idempotencyKey: idempotency.keyFor(body) });
      idempotency.settle();
      snackbar.show(`Added ${result.name ?? body.login}`, "success");
      void mutate(CREDITS_KEY);
      router.push(CLIENT_ROUTES[role].list);
    } catch (error) {
      snackbar.show(errorMessage(error), "error");
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-busy={isMutating} className="flex flex-col gap-4 rounded-lg bg-surface p-4 shadow-sm sm:p-6">
      <ClientFields role={role} form={form} mode="add" />
      <CostNote note={cost} />
      <SubmitButton disabled={!canSubmit}>Add Client</SubmitButton>
    </form>
  );
}
