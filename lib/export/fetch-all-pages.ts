// Every row matching a list's tab and search, fetched from the BFF's list endpoint in large pages
// (EXPORT_CHUNK rows each) rather than the screen's 10 to 100. Any list: they all answer ListPage.
// It leaves the page alone, so the export worker runs it and no page of rows crosses the main thread.
import { requestJson } from "@/lib/browser/api";
import { EXPORT_CHUNK, type ListPage, type ListShape, type QueryOf } from "@/lib/list/query";

export type ExportQuery<S extends ListShape = ListShape> = Pick<QueryOf<S>, "tab" | "q" | "sort">;

/** The URL of one export page: the list's own query with the export's page and size. */
export function exportPageUrl(api: string, query: ExportQuery, page: number): string {
  // Every parameter is written out (no defaults left implicit): the BFF's default size differs from the screen's.
  const params = new URLSearchParams({ tab: query.tab, page: String(page), size: String(EXPORT_CHUNK), sort: query.sort });
  if (query.q) params.set("q", query.q);
  return `${api}?${params}`;
}

/** Pages in flight at once: enough to keep the upstream busy while the BFF and the browser handle the last one. */
const PARALLEL_PAGES = 3;

type Handlers<Row> = {
  /** How many rows the screen counted: the first pages are asked for together before the first answer confirms it. */
  expectedRows: number;
  /** Each page's rows as they arrive, with the page's place (0 for the first); pages may arrive out of order. */
  onPage: (rows: Row[], index: number) => void | Promise<void>;
  /** The share fetched so far, 0 to 1. */
  onProgress: (share: number) => void;
  signal?: AbortSignal;
};

/**
 * Every page, PARALLEL_PAGES at a time from the start, each handed on as it arrives so that the
 * file grows while the next pages load. How many pages there are is the screen's count until the
 * first page's answer says (rows added or removed meanwhile): a page past the end comes back
 * empty. Stops between pages once `signal` aborts.
 */
export async function fetchAllPages<Row>(api: string, query: ExportQuery, { expectedRows, onPage, onProgress, signal }: Handlers<Row>): Promise<void> {
  signal?.throwIfAborted();
  let totalRows = expectedRows;
  let totalPages = Math.max(1, Math.ceil(expectedRows / EXPORT_CHUNK));
  let fetched = 0;
  let share = 0;
  let settleCount: () => void = () => {};
  const counted = new Promise<void>((resolve) => (settleCount = resolve));

  let next = 1;
  async function worker() {
    for (;;) {
      // Out of pages by the screen's count: the first answer may still find more.
      if (next > totalPages) await counted;
      if (next > totalPages) return;
      const page = next++;
      signal?.throwIfAborted();
      const result = await requestJson<ListPage<Row>>(exportPageUrl(api, query, page));
      if (page === 1) {
        totalRows = result.total;
        totalPages = Math.max(1, result.totalPages);
        settleCount();
      }
      fetched += result.rows.length;
      await onPage(result.rows, page - 1);
      // Never backwards, when the first answer counts more rows than the screen did.
      share = Math.max(share, totalRows > 0 ? Math.min(1, fetched / totalRows) : 1);
      onProgress(share);
    }
  }
  await Promise.all(Array.from({ length: PARALLEL_PAGES }, worker));
}
