// Every row matching a list's tab and search, collected on the server page by page: for a
// server action on "all matching" rows (Message Clients), where the browser should not carry
// thousands of names. The browser's export does the same through the BFF (lib/export).
import { EXPORT_CHUNK, type ListPage, type ListQuery } from "./query";

type Options = {
  /** More matching rows than this: nothing past the first page is fetched, and the answer is null. */
  cap: number;
  /** Rows per page asked for. */
  chunk?: number;
};

/** The rows matching `query` (its page and size aside), in its sort, or null when more than `cap` match. */
export async function collectMatching<Q extends ListQuery, Row>(
  load: (query: Q) => Promise<ListPage<Row>>,
  query: Q,
  { cap, chunk = EXPORT_CHUNK }: Options,
): Promise<Row[] | null> {
  const first = await load({ ...query, page: 1, size: chunk });
  if (first.total > cap) return null;
  const rows = [...first.rows];
  // Pages one after another: at most cap / chunk of them, and the upstream is spared a burst.
  for (let page = 2; page <= first.totalPages && rows.length < first.total; page++) {
    const next = await load({ ...query, page, size: chunk });
    if (next.rows.length === 0) break;
    rows.push(...next.rows);
  }
  return rows.slice(0, cap);
}
