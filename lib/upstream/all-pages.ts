import "server-only";
import { log } from "@/lib/log";
import { pageSaid, rowsLeftOut } from "@/lib/schemas/tolerant";
import { UpstreamError, SERVER_ERROR_MESSAGE } from "./errors";

// A whole list is never taken from one page of it. A backend that pages a list it should answer
// whole (Laravel's paginate(): { data, links, meta }, or current_page/last_page beside the rows)
// says so, and the rest is read page by page (?page=N) to its end; duplicate rows, which a list
// that shifts while it is read can repeat, are counted once (uniqueRows). A list that says nothing
// of paging but holds exactly as many rows as a page commonly does may be a first page all the
// same: that is said in the log (naming the call) for the operator to check, never guessed at.

/** Page sizes backends commonly use (Laravel's default 15, the usual 10, 20, 25, 50, 100). */
export const COMMON_PAGE_SIZES: ReadonlySet<number> = new Set([10, 15, 20, 25, 50, 100]);

/** More pages than this is no list the panel can show: the read fails, said in the log. */
const MAX_PAGES = 2_000;

/** Every row of a list read through `read(page)`: its first answer, and when that says it is a page of more, the pages after it. */
export async function readAllPages<Row>(label: string, read: (page?: number) => Promise<Row[]>): Promise<Row[]> {
  const first = await read();
  let said = pageSaid(first);
  // The answer's own size: rows the panel could not read and left out were on the page all the same.
  const answered = first.length + rowsLeftOut(first).length;
  if (!said && COMMON_PAGE_SIZES.has(answered))
    log.warn({ upstream: label, rows: answered }, "upstream: a list the size of a page, with nothing said of paging: it may be one page of more");
  if (!said?.hasNext) return first;
  const rows = [...first];
  let page = said.page;
  while (said?.hasNext) {
    page++;
    if (page > MAX_PAGES) {
      log.error({ upstream: label, pages: MAX_PAGES }, "upstream: a list of more pages than the panel reads");
      throw new UpstreamError(SERVER_ERROR_MESSAGE, 502, "invalid-response");
    }
    const next = await read(page);
    rows.push(...next);
    said = next.length ? pageSaid(next) : undefined;
  }
  log.info({ upstream: label, pages: page, rows: rows.length }, "upstream: a paged list read to its end");
  return rows;
}

/** The rows with each key once (the first kept); a repeated key is counted in the log. */
export function uniqueRows<Row>(label: string, rows: Row[], keyOf: (row: Row) => string): Row[] {
  const seen = new Set<string>();
  const out: Row[] = [];
  for (const row of rows) {
    const key = keyOf(row);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(row);
  }
  if (out.length < rows.length) log.warn({ upstream: label, repeated: rows.length - out.length, of: rows.length }, "upstream: repeated rows counted once");
  return out;
}
