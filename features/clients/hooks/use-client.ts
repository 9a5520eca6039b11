"use client";
import useSWR from "swr";
import { swrFetcher } from "@/lib/browser/api";
import type { ClientDetail } from "@/lib/schemas/client-detail";
import { clientKey } from "./client-key";

export { clientKey };

/** One client, starting from what the server page loaded; `mutate(clientKey(name))` reloads it. */
export function useClient(name: string, initial: ClientDetail) {
  const { data, error, isLoading } = useSWR<ClientDetail>(clientKey(name), swrFetcher, {
    fallbackData: initial,
    // A cached copy from an earlier visit would win over the server's fresh one: ask again.
    revalidateOnMount: true,
  });
  return { data: data ?? initial, loading: isLoading, error: error instanceof Error ? error : undefined };
}

/** The client's transactions, GET /api/clients/:name/history. */
export const clientHistoryKey = (name: string) => `${clientKey(name)}/history`;
