"use client";
import useSWR from "swr";
import { swrFetcher } from "@/lib/browser/api";

export const CREDITS_KEY = "/api/credits";

/** The signed-in account's balance; screens that spend credits call `mutate(CREDITS_KEY)` after. */
export function useCredits(initial: number | null) {
  const { data, error, isLoading } = useSWR<{ credits: number | null }>(CREDITS_KEY, swrFetcher, {
    fallbackData: { credits: initial },
    revalidateOnMount: false,
  });
  return { credits: data?.credits ?? null, loading: isLoading, error };
}
