"use client";
import useSWR from "swr";
import { swrFetcher } from "@/lib/browser/api";
import type { PackageList } from "@/lib/schemas/client-detail";

/** The server's packages and named presets; the key changes with the server, so it re-fetches. */
export function usePackages(server: number) {
  const { data, error, isLoading } = useSWR<PackageList>(`/api/packages?server=${server}`, swrFetcher, {
    revalidateOnFocus: false,
  });
  return { data, loading: isLoading, error: error instanceof Error ? error : undefined };
}
