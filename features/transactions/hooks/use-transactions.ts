"use client";
import useSWR from "swr";
import { swrFetcher } from "@/lib/browser/api";
import type { Transaction } from "@/lib/schemas/client-detail";

/** Ledger rows from a BFF address ({ data }); starts from the server's copy when it had one. */
export function useTransactions(path: string, initial: Transaction[] | null) {
  const { data, error, isLoading } = useSWR<{ data: Transaction[] }>(path, swrFetcher, {
    fallbackData: initial ? { data: initial } : undefined,
    // A cached copy from an earlier visit would win over the server's fresh one: ask again.
    revalidateOnMount: true,
  });
  return { data: data?.data, loading: isLoading, error: error instanceof Error ? error : undefined };
}
