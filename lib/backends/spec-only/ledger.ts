import "server-only";
import { pageLocally } from "@/lib/list/local-page";
import type { ListPage, QueryOf } from "@/lib/list/query";
import { LEDGER_RULES, type TRANSACTION_LIST } from "@/lib/resources/ledgers";
import { transactionListSchema, type Transaction } from "@/lib/schemas/client-detail";
import type { LedgerRow } from "@/lib/schemas/ledger";
import { readAllPages } from "@/lib/upstream/all-pages";
import type { Caller } from "@/lib/upstream/caller";
import type { Calls } from "@/lib/upstream/send";
import type { LedgerOperation } from "../types";
import { wholeList } from "./whole-lists";

/**
 * One page of a ledger on a spec backend: it answers the whole ledger (in no order the spec
 * promises), which the BFF remembers briefly (./whole-lists.ts) and searches, sorts and pages
 * itself, so the browser receives one page as from the reference upstream.
 */
export async function ledgerPage(
  calls: Calls,
  caller: Caller,
  operation: LedgerOperation,
  segments: string[],
  query: QueryOf<typeof TRANSACTION_LIST>,
  alsoTypes: readonly string[],
): Promise<ListPage<LedgerRow>> {
  const first = (query.page - 1) * query.size + 1;
  const rows = await wholeLedger(calls, caller, operation, segments);
  const page =
    alsoTypes.length && query.q ? pageLocally(withTypes(rows, query.q, alsoTypes), { ...query, q: "" }, LEDGER_RULES) : pageLocally(rows, query, LEDGER_RULES);
  // Copies: the remembered rows are numbered anew for every page.
  return { ...page, rows: page.rows.map((row, i) => ({ ...row, position: first + i })) };
}

/** The rows whose text contains the search, as LEDGER_RULES reads it, or whose type is one of `alsoTypes`. */
function withTypes(rows: readonly Transaction[], search: string, alsoTypes: readonly string[]): Transaction[] {
  const needle = search.toLowerCase();
  const types = new Set(alsoTypes);
  return rows.filter((row) => types.has(row.type.trim().toUpperCase()) || LEDGER_RULES.searchText(row).toLowerCase().includes(needle));
}

/** The whole ledger as the backend answered it, in no order: the same remembered read the pages are cut from. */
export function wholeLedger(calls: Calls, caller: Caller, operation: LedgerOperation, segments: string[]): Promise<Transaction[]> {
  const key = segments.length ? (`${operation}/${segments.join("/")}` as const) : operation;
  const read = (page?: number) => calls.get(transactionListSchema, caller, operation, { segments, ...(page ? { query: { page } } : {}) });
  return wholeList(caller, key, () => readAllPages(operation, read));
}
