// Every client matching the list's tab and search, fetched from the BFF in large pages
// (EXPORT_CHUNK rows each) rather than the screen's 10 to 100.
import { apiFetch } from "@/lib/client/api";
import { EXPORT_CHUNK, type ListQuery } from "@/lib/list-url";
import type { ClientListPage, ClientRow } from "@/lib/schemas/client-list";

export type ExportQuery = Pick<ListQuery, "tab" | "q" | "sort">;

export function exportPageUrl(query: ExportQuery, page: number): string {
  const params = new URLSearchParams({ tab: query.tab, page: String(page), size: String(EXPORT_CHUNK), sort: query.sort });
  if (query.q) params.set("q", query.q);
  return `/api/clients?${params}`;
}

/** `onProgress` gets the share fetched so far, 0 to 1. Stops between pages once `signal` aborts. */
export async function fetchAllClients(query: ExportQuery, onProgress: (share: number) => void, signal?: AbortSignal): Promise<ClientRow[]> {
  const clients: ClientRow[] = [];
  for (let page = 1; ; page++) {
    signal?.throwIfAborted();
    const result = await apiFetch<ClientListPage>(exportPageUrl(query, page));
    clients.push(...result.client_list);
    onProgress(result.total > 0 ? Math.min(1, clients.length / result.total) : 1);
    // The sort is by name or expiry, so pages follow each other; an empty page ends early.
    if (page >= result.total_pages || result.client_list.length === 0) return clients;
  }
}
