import "server-only";
import { pageLocally } from "@/lib/list/local-page";
import type { ListPage, QueryOf } from "@/lib/list/query";
import { LEDGER_RULES, type TRANSACTION_LIST } from "@/lib/resources/ledgers";
import type { Operation } from "@/lib/operations";
import { transactionListSchema } from "@/lib/schemas/client-detail";
import { ledgerPageSchema, type LedgerRow } from "@/lib/schemas/ledger";
import { currentBackend } from "./backend";
import { readAllPages } from "./all-pages";
import { upstreamGet, type Caller } from "./call";
import { wholeList } from "./whole-lists";

type LedgerQuery = QueryOf<typeof TRANSACTION_LIST>;

/**
 * One page of a ledger: the reference upstream searches, sorts, counts and pages it; a spec
 * backend answers the whole ledger (in no order the spec promises), which the BFF remembers
 * briefly (./whole-lists.ts) and pages itself, so the browser receives one page either way.
 */
async function ledgerPage(caller: Caller, operation: Operation, segments: string[], query: LedgerQuery): Promise<ListPage<LedgerRow>> {
  const first = (query.page - 1) * query.size + 1;
  if ((await currentBackend()).dialect === "spec") {
    const key = segments.length ? (`${operation}/${segments.join("/")}` as const) : operation;
    const read = (page?: number) => upstreamGet(transactionListSchema, caller, operation, { segments, ...(page ? { query: { page } } : {}) });
    const rows = await wholeList(caller, key, () => readAllPages(operation, read));
    const page = pageLocally(rows, query, LEDGER_RULES);
    // Copies: the remembered rows are numbered anew for every page.
    return { ...page, rows: page.rows.map((row, i) => ({ ...row, position: first + i })) };
  }
  const answer = await upstreamGet(ledgerPageSchema, caller, operation, {
    segments,
    query: { search: query.q || undefined, page: query.page, per_page: query.size, sort: query.sort },
  });
  // The rows are this call's own (zod built them): numbered where they are rather than copied.
  const rows = answer.data.map((row, i) => Object.assign(row, { position: first + i }));
  return { rows, total: answer.total, totalPages: answer.total_pages, counts: { all: answer.total } };
}

/** One page of the caller's own ledger (Transactions). */
export function listTransactions(caller: Caller, query: LedgerQuery): Promise<ListPage<LedgerRow>> {
  return ledgerPage(caller, "transactions.list", [], query);
}

/** One page of the ledger of an account below the caller (its edit screen's Transaction History). */
export function listAccountTransactions(caller: Caller, name: string, query: LedgerQuery): Promise<ListPage<LedgerRow>> {
  return ledgerPage(caller, "transactions.ofAccount", [name], query);
}
