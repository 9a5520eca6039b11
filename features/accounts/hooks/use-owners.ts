"use client";
import useSWR from "swr";
import { swrFetcher } from "@/lib/browser/api";
import type { Owners } from "@/lib/schemas/owners";

export type { Owners };

/** Resellers and dealers the signed-in account may pick on the client forms; skipped when not needed. */
export function useOwners(enabled: boolean) {
  const { data, error, isLoading } = useSWR<Owners>(enabled ? "/api/owners" : null, swrFetcher, { revalidateOnFocus: false });
  return { data, loading: isLoading, error: error instanceof Error ? error : undefined };
}
