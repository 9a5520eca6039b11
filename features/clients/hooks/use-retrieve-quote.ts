"use client";
import useSWR from "swr";
import { swrFetcher } from "@/lib/browser/api";
import type { RetrieveQuote } from "@/features/clients/model/paid-months";
import { clientKey } from "./client-key";

/** GET /api/clients/:name/retrieve: the server's rule for this caller's Retrieve; `mutate(retrieveQuoteKey(name))` asks again. */
export const retrieveQuoteKey = (name: string) => `${clientKey(name)}/retrieve`;

/**
 * What a Retrieve may give back beside the time left. Undefined while asked; a failed question
 * reads as a rule not known, so the preview says it may be refused rather than promise a refund.
 */
export function useRetrieveQuote(name: string, enabled: boolean): { quote: RetrieveQuote | undefined } {
  const { data, error } = useSWR<RetrieveQuote>(enabled ? retrieveQuoteKey(name) : null, swrFetcher, { revalidateOnFocus: false });
  return { quote: error ? { rule: "unknown" } : data };
}
