// Every client matching the list's tab and search, fetched from the BFF in large pages
// (EXPORT_CHUNK rows each) rather than the screen's 10 to 100.
import { apiFetch } from "@/lib/browser/api";
import { EXPORT_CHUNK, type ListQuery } from "@/lib/list-url";
import type { ClientListPage, ClientRow } from "@/lib/schemas/client-list";

export type ExportQuery = Pick<ListQuery, "tab" | "q" | "sort">;

export function exportPageUrl(query: ExportQuery, page: number): string {
  const params = new URLSearchParams({ tab: query.tab, page: String(page), size: String(EXPORT_CHUNK), sort: query.sort });
  if (query.q) params.set("q", query.q);
  return `/api/clients?${params}`;
}

/** Pages in flight at once after the first: enough to overlap the BFF's and the upstream's work. */
const PARALLEL_PAGES = 3;

/**
 * `onProgress` gets the share fetched so far, 0 to 1. The first page tells how many there are;
 * the rest are fetched a few at a time and kept in order. Stops between pages once `signal` aborts.
 */
export async function fetchAllClients(query: ExportQuery, onProgress: (share: number) => void, signal?: AbortSignal): Promise<ClientRow[]> {
  signal?.throwIfAborted();
  const first = await apiFetch<ClientListPage>(exportPageUrl(query, 1));
  const pages: ClientRow[][] = [first.client_list];
  let fetched = first.client_list.length;
  const report = () => onProgress(first.total > 0 ? Math.min(1, fetched / first.total) : 1);
  report();

  let next = 2;
  async function worker() {
    while (next <= first.total_pages) {
      const page = next++;
      signal?.throwIfAborted();
      const result = await apiFetch<ClientListPage>(exportPageUrl(query, page));
      pages[page - 1] = result.client_list;
      fetched += result.client_list.length;
      report();
    }
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL_PAGES, first.total_pages - 1) }, worker));
  return pages.flat();
}
