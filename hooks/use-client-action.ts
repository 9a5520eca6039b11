"use client";
import useSWRMutation from "swr/mutation";
import { apiFetch } from "@/lib/browser/api";
import { clientKey } from "./use-client";

export type ClientAction = "renew" | "retrieve" | "reset";
type Arg = { months?: number; idempotencyKey?: string } | undefined;

/** POST /api/clients/:name/{renew,retrieve,reset}; renew and retrieve move credits and carry a key. */
export function useClientAction(name: string, action: ClientAction) {
  return useSWRMutation(`${clientKey(name)}/${action}`, (url: string, { arg }: { arg: Arg }) =>
    apiFetch<{ name: string; months?: number }>(url, {
      method: "POST",
      body: arg?.months === undefined ? {} : { months: arg.months },
      idempotencyKey: arg?.idempotencyKey,
    }),
  );
}
