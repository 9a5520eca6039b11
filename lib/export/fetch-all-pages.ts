// Every row matching a list's tab and search, fetched from the BFF's list endpoint in large pages
// (EXPORT_CHUNK rows each) rather than the screen's 10 to 100. Any list: they all answer ListPage.
import { apiFetch } from "@/lib/browser/api";
import { EXPORT_CHUNK, type ListPage, type ListShape, type QueryOf } from "@/lib/list/query";

export type ExportQuery<S extends ListShape = ListShape> = Pick<QueryOf<S>, "tab" | "q" | "sort">;

/** The URL of one export page: the list's own query with the export's page and size. */
export function exportPageUrl(api: string, query: ExportQuery, page: number): string {
  // Every parameter is written out (no defaults left implicit): the BFF's default size differs from the screen's.
  const params = new URLSearchParams({ tab: query.tab, page: String(page), size: String(EXPORT_CHUNK), sort: query.sort });
  if (query.q) params.set("q", query.q);
  return `${api}?${params}`;
}

/** Pages in flight at once after the first: enough to overlap the BFF's and the upstream's work. */
const PARALLEL_PAGES = 3;

/**
 * `onProgress` gets the share fetched so far, 0 to 1. The first page tells how many there are;
 * the rest are fetched a few at a time and kept in order. Stops between pages once `signal` aborts.
 */
export async function fetchAllPages<Row>(api: string, query: ExportQuery, onProgress: (share: number) => void, signal?: AbortSignal): Promise<Row[]> {
  signal?.throwIfAborted();
  const first = await apiFetch<ListPage<Row>>(exportPageUrl(api, query, 1));
  const pages: Row[][] = [first.rows];
  let fetched = first.rows.length;
  const report = () => onProgress(first.total > 0 ? Math.min(1, fetched / first.total) : 1);
  report();

  let next = 2;
  async function worker() {
    while (next <= first.totalPages) {
      const page = next++;
      signal?.throwIfAborted();
      const result = await apiFetch<ListPage<Row>>(exportPageUrl(api, query, page));
      pages[page - 1] = result.rows;
      fetched += result.rows.length;
      report();
    }
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL_PAGES, first.totalPages - 1) }, worker));
  return pages.flat();
}
