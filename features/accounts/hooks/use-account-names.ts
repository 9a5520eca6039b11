"use client";
import useSWR from "swr";
import { accountPath, type AccountKind } from "@/lib/accounts/kinds";
import { swrFetcher } from "@/lib/browser/api";
import type { ListPage } from "@/lib/list/query";
import { EXPORT_CHUNK } from "@/lib/list/query";

type Named = { name?: string; reseller?: string };

/** The names of the caller's super resellers or resellers, for an owner select; skipped when not needed. */
export function useAccountNames(kind: "manager" | "reseller" | null) {
  const key = kind ? `${accountPath(kind as AccountKind)}?size=${EXPORT_CHUNK}&sort=name` : null;
  const { data, error, isLoading } = useSWR<ListPage<Named>>(key, swrFetcher, { revalidateOnFocus: false });
  const names = data?.rows.map((row) => row.name ?? row.reseller ?? "").filter(Boolean) ?? [];
  return { names, loading: isLoading, error: error instanceof Error ? error : undefined };
}
