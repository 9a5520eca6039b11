import "server-only";
import { z } from "zod";
import { pageLocally } from "@/lib/list/local-page";
import type { ListPage, QueryOf } from "@/lib/list/query";
import { CLIENT_RULES, type CLIENT_LIST } from "@/lib/resources/clients";
import { clientRowSchema, type ClientRow } from "@/lib/schemas/client-list";
import { count } from "@/lib/schemas/fields";
import { byRow, isPlainObject, quickRows, UNDECIDED, withQuickPath } from "@/lib/schemas/quick-check";
import { listOf, quickListOf, rowsInBatchesOf } from "@/lib/schemas/tolerant";
import { readAllPages, uniqueRows } from "@/lib/upstream/all-pages";
import type { Caller } from "@/lib/upstream/caller";
import type { Calls } from "@/lib/upstream/send";
import { rememberedWholeList, wholeList } from "./whole-lists";

// The client list on a spec backend: the admin's, manager's and reseller's clientlist answers
// every client at once; the dealer's /api/clients answers pages of the upstream's own size. The
// BFF reads the whole list (remembered briefly, ./whole-lists.ts) and searches, counts, sorts and
// pages it, so the browser receives one page as on the reference upstream.

// A row the panel cannot read is left out of its page (listOf), never the whole page.
export const dealerPageSchema = z.object({ client_list: listOf(clientRowSchema), total_pages: count() });
const quickList = quickListOf(clientRowSchema);
const quickClientList = quickRows(clientRowSchema);
/**
 * Bare, in { data } or in { client_list }; checked by the quick path (lib/schemas/quick-check.ts)
 * where it decides, as zod's union would, and a bare list row by row as it is parsed, a row
 * that cannot be read left out as listOf leaves it.
 */
export const wholeListSchema = byRow(
  withQuickPath(
    z.union([
      listOf(clientRowSchema),
      z
        .looseObject({ client_list: z.unknown() })
        .transform((v) => v.client_list)
        .pipe(listOf(clientRowSchema)),
    ]),
    quickList &&
      quickClientList &&
      ((value) => {
        const list = quickList(value);
        if (list !== UNDECIDED) return list;
        // zod's first reading fails for sure without a "data"; with one, zod decides.
        return isPlainObject(value) && !("data" in value) ? quickClientList(value.client_list) : UNDECIDED;
      }),
  ),
  // A bare list is read by the union's first reading, listOf's.
  rowsInBatchesOf(clientRowSchema),
);
/** Pages of the dealer's list read at once. */
const PARALLEL_PAGES = 6;

/** One page of the dealer's list, in the upstream's own page size. */
const dealerPage = (calls: Calls, caller: Caller, page: number) => calls.get(dealerPageSchema, caller, "clients.list", { query: { page } });

async function dealerClients(calls: Calls, caller: Caller): Promise<ClientRow[]> {
  const first = await dealerPage(calls, caller, 1);
  const rest: ClientRow[][] = [];
  for (let start = 2; start <= first.total_pages; start += PARALLEL_PAGES) {
    const pages = Array.from({ length: Math.min(PARALLEL_PAGES, first.total_pages - start + 1) }, (_, i) => start + i);
    rest.push(...(await Promise.all(pages.map(async (page) => (await dealerPage(calls, caller, page)).client_list))));
  }
  return [...first.client_list, ...rest.flat()];
}

/**
 * How many rows a paged list has, from its first and last pages: every page but the last is as
 * full as the first. null when the pages do not agree with that (a last page empty or fuller than
 * the first, or another page count), and the list must be counted whole.
 */
export function countFromPages(first: { rows: number; totalPages: number }, last?: { rows: number; totalPages: number }): number | null {
  if (first.totalPages <= 1) return first.rows;
  if (!last || last.totalPages !== first.totalPages || last.rows < 1 || last.rows > first.rows) return null;
  return (first.totalPages - 1) * first.rows + last.rows;
}

/**
 * How many clients the caller has (the dealer's dashboard figure All Users, which the spec gives
 * the dealer no call for). A dealer's list comes in pages of ten: its first and last pages count
 * it (a dealer with 5,000 clients: 2 calls instead of 500), unless the whole list is remembered.
 */
export async function clientCount(calls: Calls, caller: Caller): Promise<number> {
  const remembered = rememberedWholeList<ClientRow>(caller, "clients.list");
  if (caller.role !== "dealer" || remembered) return (await (remembered ?? allClients(calls, caller))).length;
  const page = async (n: number) => {
    const answer = await dealerPage(calls, caller, n);
    return { rows: answer.client_list.length, totalPages: answer.total_pages };
  };
  const first = await page(1);
  const counted = countFromPages(first, first.totalPages > 1 ? await page(first.totalPages) : undefined);
  return counted ?? (await allClients(calls, caller)).length;
}

/** Every client of the caller, from the spec's calls. */
export function allClients(calls: Calls, caller: Caller): Promise<ClientRow[]> {
  const read = (page?: number) => calls.get(wholeListSchema, caller, "clients.list", page ? { query: { page } } : {});
  return wholeList(caller, "clients.list", async () =>
    uniqueRows("clients.list", caller.role === "dealer" ? await dealerClients(calls, caller) : await readAllPages("clients.list", read), (c) => c.name),
  );
}

export async function listClients(calls: Calls, caller: Caller, query: QueryOf<typeof CLIENT_LIST>): Promise<ListPage<ClientRow>> {
  return pageLocally(await allClients(calls, caller), query, CLIENT_RULES);
}
