"use client";
import useSWRMutation from "swr/mutation";
import { apiFetch } from "@/lib/browser/api";
import type { ClientInput } from "@/lib/schemas/client";

type Arg = { body: ClientInput; idempotencyKey: string };

/** POST /api/clients. Spends credits, so it always carries an Idempotency-Key. */
export function useAddClient() {
  return useSWRMutation("/api/clients", (url: string, { arg }: { arg: Arg }) =>
    apiFetch<{ name: string }>(url, { method: "POST", body: arg.body, idempotencyKey: arg.idempotencyKey }),
  );
}
