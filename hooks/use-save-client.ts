"use client";
import useSWRMutation from "swr/mutation";
import { apiFetch } from "@/lib/browser/api";
import type { ClientUpdateInput } from "@/lib/schemas/client";
import { clientKey } from "./use-client";

type Arg = { body: ClientUpdateInput; idempotencyKey?: string };

/** PUT /api/clients/:name; SWR then reloads the client under the same key. */
export function useSaveClient(name: string) {
  return useSWRMutation(clientKey(name), (url: string, { arg }: { arg: Arg }) =>
    apiFetch<{ name: string }>(url, { method: "PUT", body: arg.body, idempotencyKey: arg.idempotencyKey }),
  );
}
