"use client";
import useSWRMutation from "swr/mutation";
import { apiFetch } from "@/lib/browser/api";

export type MutationArg = { body?: unknown; idempotencyKey?: string } | undefined;

/**
 * One write to the BFF: `trigger({ body, idempotencyKey })`. The path is also the SWR key, so a
 * write to /api/clients/alice revalidates what was read from there.
 */
export function useApiMutation<Result>(path: string, method: "POST" | "PUT" | "DELETE") {
  return useSWRMutation(path, (url: string, { arg }: { arg: MutationArg }) =>
    apiFetch<Result>(url, { method, body: arg?.body ?? (method === "DELETE" ? undefined : {}), idempotencyKey: arg?.idempotencyKey }),
  );
}
