import "server-only";
import type { ListPage, QueryOf } from "@/lib/list/query";
import type { TRANSACTION_LIST } from "@/lib/lists";
import { ledgerPageSchema, type LedgerRow } from "@/lib/schemas/ledger";
import { upstreamGet, type Caller } from "./call";

/** How many of an account's newest ledger rows its edit screen shows. */
export const ACCOUNT_LEDGER_ROWS = 100;

/** The newest rows of an account's ledger below the caller (its edit screen's Transaction History). */
export async function getAccountLedger(caller: Caller, name: string) {
  const page = await upstreamGet(ledgerPageSchema, caller, "transactions.ofAccount", {
    segments: [name],
    query: { page: 1, per_page: ACCOUNT_LEDGER_ROWS, sort: "-created" },
  });
  return page.data;
}

/** One page of the caller's own ledger: the upstream searches, sorts, counts and pages it. */
export async function listTransactions(caller: Caller, query: QueryOf<typeof TRANSACTION_LIST>): Promise<ListPage<LedgerRow>> {
  const answer = await upstreamGet(ledgerPageSchema, caller, "transactions.list", {
    query: { search: query.q || undefined, page: query.page, per_page: query.size, sort: query.sort },
  });
  const first = (query.page - 1) * query.size + 1;
  return {
    // The rows are this call's own (zod built them): numbered where they are rather than copied.
    rows: answer.data.map((row, i) => Object.assign(row, { position: first + i })),
    total: answer.total,
    totalPages: answer.total_pages,
    counts: { all: answer.total },
  };
}
