"use client";
import type { ScopedMutator } from "swr";
import type { ClientDetail } from "@/lib/schemas/client-detail";
import type { MonthsAnswer } from "@/lib/schemas/write-answer";
import { clientHistoryKey, clientKey } from "./use-client";
import { retrieveQuoteKey } from "./use-retrieve-quote";

/**
 * After a renew or retrieve of one client: the new expiry the BFF answered goes into the client's
 * cache as it is, instead of reading the client again; an answer without one (a spec-only backend
 * does not say it) has the client read again. Its transactions and the months a retrieve may give
 * back changed too, which no answer carries, so those are read again. The balance is not touched
 * here: useSubmit settles it once after every spend.
 */
export function settleMonths(mutate: ScopedMutator, name: string, answer: MonthsAnswer): Promise<void> {
  const { expiry } = answer;
  const client =
    expiry === undefined
      ? mutate(clientKey(name))
      : mutate<ClientDetail>(clientKey(name), (current) => (current ? { ...current, expiry } : current), { revalidate: false });
  return Promise.all([client, mutate(clientHistoryKey(name)), mutate(retrieveQuoteKey(name))]).then(() => undefined);
}
