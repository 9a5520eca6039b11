"use client";
import useSWR from "swr";
import { swrFetcher } from "@/lib/browser/api";
import type { Transaction } from "@/lib/schemas/client-detail";

export const clientHistoryKey = (name: string) => `/api/clients/${encodeURIComponent(name)}/history`;

/** The client's transactions; starts from the server's copy when it had one. */
export function useClientHistory(name: string, initial: Transaction[] | null) {
  const { data, error, isLoading } = useSWR<{ data: Transaction[] }>(clientHistoryKey(name), swrFetcher, {
    fallbackData: initial ? { data: initial } : undefined,
    // A cached copy from an earlier visit would win over the server's fresh one: ask again.
    revalidateOnMount: true,
  });
  return { data: data?.data, loading: isLoading, error: error instanceof Error ? error : undefined };
}
