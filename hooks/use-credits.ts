"use client";
import useSWR from "swr";
import { swrFetcher } from "@/lib/browser/api";

export const CREDITS_KEY = "/api/credits";

/**
 * The signed-in account's balance; screens that spend credits call `mutate(CREDITS_KEY)` after.
 * With the server's figure as `initial` it starts from that; without one (a dialog opened from a
 * list) it asks the BFF when it mounts.
 */
export function useCredits(initial?: number | null) {
  const { data, error, isLoading } = useSWR<{ credits: number | null }>(CREDITS_KEY, swrFetcher, {
    fallbackData: initial === undefined ? undefined : { credits: initial },
    revalidateOnMount: initial === undefined,
  });
  return { credits: data?.credits ?? null, loading: isLoading, error };
}
