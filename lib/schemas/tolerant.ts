// The shapes a backend may wrap its answers in, read once for every call: "a list of X" bare, in
// { data } (with Laravel's `links` and `meta` beside it) or, for a count, { total } or { data }.
// A row the panel cannot read is left out of its list and recorded (rowsLeftOut), so one bad row
// costs that row alone, never the whole screen; the call's log line says which and why.
import { z } from "zod";
import { compileRowCheck, FAILED } from "./compiled-row";
import { count } from "./fields";
import { byRow, isPlainObject, quickRows, UNDECIDED, withQuickPath, type BatchRead, type LeftOutRow } from "./quick-check";

export type { LeftOutRow };
const leftOut = new WeakMap<object, LeftOutRow[]>();

/** `rows`, recorded as the list that left out `left` (rowsLeftOut). */
export function withRowsLeftOut<Row>(rows: Row[], left: LeftOutRow[]): Row[] {
  if (left.length) leftOut.set(rows, left);
  return rows;
}

/** The rows left out of a list read by listOf (none for any other value). */
export function rowsLeftOut(list: unknown): LeftOutRow[] {
  return (typeof list === "object" && list !== null && leftOut.get(list)) || [];
}

/** A page of a longer list, as the answer said: its number and, when it says so, the last page's. */
export type PageSaid = { page: number; lastPage: number | null; hasNext: boolean };
const pages = new WeakMap<object, PageSaid>();

/** Whether a list read by listOf came as one page of more (Laravel's meta/links, or current_page/last_page): undefined for a whole list. */
export function pageSaid(list: unknown): PageSaid | undefined {
  return typeof list === "object" && list !== null ? pages.get(list) : undefined;
}

const whole = (value: unknown) => {
  const n = typeof value === "number" ? value : typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) ? n : undefined;
};

/** What a wrapped list says about paging: Laravel's { meta: { current_page, last_page }, links: { next } }, or the same keys beside the rows. */
export function pagingOf(wrapper: Record<string, unknown>): PageSaid | undefined {
  const meta = isPlainObject(wrapper.meta) ? wrapper.meta : wrapper;
  const links = isPlainObject(wrapper.links) ? wrapper.links : {};
  const page = whole(meta.current_page);
  const lastPage = whole(meta.last_page) ?? whole(meta.total_pages) ?? null;
  const next = links.next ?? wrapper.next_page_url ?? meta.next_page_url;
  const hasNext = (typeof next === "string" && next !== "") || (page !== undefined && lastPage !== null && page < lastPage);
  if (page === undefined && !hasNext) return undefined;
  return { page: page ?? 1, lastPage, hasNext };
}

/** Reads each row: the compiled check where it decides, zod for the rest; a row zod refuses is left out, with its index among `rows`. */
function rowsReader<Item extends z.ZodType>(item: Item, quick = compileRowCheck(item)) {
  return (rows: unknown[]): BatchRead & { rows: z.output<Item>[] } => {
    const out: z.output<Item>[] = [];
    const left: LeftOutRow[] = [];
    for (let index = 0; index < rows.length; index++) {
      const row = rows[index];
      const checked = quick ? quick(row) : FAILED;
      if (checked !== FAILED) {
        out.push(checked);
        continue;
      }
      const parsed = item.safeParse(row);
      if (parsed.success) out.push(parsed.data);
      else left.push({ index, issues: parsed.error.issues, row });
    }
    return { rows: out, leftOut: left };
  };
}

/**
 * The reading of a batch of a bare list of `item`s, as listOf reads the whole (one row that cannot
 * be read is left out and the rest go on); undefined where the row check cannot be compiled.
 */
export function rowsInBatchesOf<Item extends z.ZodType>(item: Item): ((rows: unknown[]) => BatchRead) | undefined {
  const quick = compileRowCheck(item);
  return quick ? rowsReader(item, quick) : undefined;
}

/** The quick path of listOf (./quick-check.ts): the rows when every one passes, bare or in { data } with nothing saying it is a page. */
export function quickListOf<Item extends z.ZodType>(item: Item): ((value: unknown) => z.output<Item>[] | typeof UNDECIDED) | undefined {
  const rows = quickRows(item);
  return rows && ((value) => (isPlainObject(value) ? (pagingOf(value) ? UNDECIDED : rows(value.data)) : rows(value)));
}

/** A list, bare or wrapped in { data: [...] } (with links and meta); rows that cannot be read are left out (rowsLeftOut), a page is marked (pageSaid). */
export const listOf = <Item extends z.ZodType>(item: Item) => {
  const read = rowsReader(item);
  return byRow(
    withQuickPath(
      z.union([z.array(z.unknown()), z.looseObject({ data: z.array(z.unknown()) })]).transform((v): z.output<Item>[] => {
        const { rows, leftOut: left } = read(Array.isArray(v) ? v : v.data);
        withRowsLeftOut(rows, left);
        const paging = Array.isArray(v) ? undefined : pagingOf(v);
        if (paging) pages.set(rows, paging);
        return rows;
      }),
      quickListOf(item),
    ),
    rowsInBatchesOf(item),
  );
};

/** A count: bare (42, "42"), as { total: 42 } or as Laravel's { data: 42 }. */
export const countSchema = z
  .union([count(), z.object({ total: count() }), z.object({ data: count() })])
  .transform((v) => (typeof v === "number" ? v : "total" in v ? v.total : v.data));
