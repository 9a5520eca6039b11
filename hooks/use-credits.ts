"use client";
import useSWR, { type ScopedMutator } from "swr";
import { swrFetcher } from "@/lib/browser/api";
import { balanceIn } from "@/lib/browser/balance";

export const CREDITS_KEY = "/api/credits";

/**
 * The signed-in account's balance; screens that spend credits call `settleCredits` after.
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

/**
 * After a write that spent or moved credits: the balance the write's answer reports goes into the
 * cache as it is (a credit move on the reference upstream says the caller's balance after it),
 * saving a round trip through the BFF and the upstream; an answer without one (a renew, any
 * write on a spec-only backend) has the balance read again, so the badge never shows a guess.
 */
export function settleCredits(mutate: ScopedMutator, answer?: unknown) {
  const balance = balanceIn(answer);
  return balance === undefined ? mutate(CREDITS_KEY) : mutate(CREDITS_KEY, { credits: balance }, { revalidate: false });
}
