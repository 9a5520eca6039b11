"use client";
import { useState } from "react";
import useSWR from "swr";
import { swrFetcher } from "@/lib/browser/api";
import type { MacSearchResult } from "@/lib/schemas/mac";

/**
 * GET (search) and, for the admin, DELETE: a delete through this key revalidates the search.
 * A MAC from the mask is hex pairs and colons only, all safe in a path as they are.
 */
export const macKey = (mac: string) => `/api/mac/${mac}`;

/** A MAC search run on demand: `search(mac)` asks the BFF, again each time, even for the same MAC. */
export function useMacSearch() {
  const [mac, setMac] = useState<string | null>(null);
  const { data, error, isValidating, mutate } = useSWR<MacSearchResult>(mac ? macKey(mac) : null, swrFetcher, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return {
    /** The MAC last searched for; null before a search or after clear(). */
    mac,
    result: mac ? data : undefined,
    error: mac && error instanceof Error ? error : undefined,
    searching: isValidating,
    search: (next: string) => (next === mac ? void mutate() : setMac(next)),
    clear: () => setMac(null),
  };
}
