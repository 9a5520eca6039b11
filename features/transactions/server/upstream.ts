import "server-only";
import { currentBackend } from "@/lib/backends";
import type { LedgerOperation } from "@/lib/backends/types";
import type { ListPage, QueryOf } from "@/lib/list/query";
import type { TRANSACTION_LIST } from "@/lib/resources/ledgers";
import type { LedgerRow } from "@/lib/schemas/ledger";
import type { Caller } from "@/lib/upstream/caller";

type LedgerQuery = QueryOf<typeof TRANSACTION_LIST>;

/** One page of a ledger, searched, sorted and counted by the backend or, where it cannot, by its adapter. */
async function ledgerPage(caller: Caller, operation: LedgerOperation, segments: string[], query: LedgerQuery): Promise<ListPage<LedgerRow>> {
  return (await currentBackend()).ledgerPage(caller, operation, segments, query);
}

/** One page of the caller's own ledger (Transactions). */
export function listTransactions(caller: Caller, query: LedgerQuery): Promise<ListPage<LedgerRow>> {
  return ledgerPage(caller, "transactions.list", [], query);
}

/** One page of the ledger of an account below the caller (its edit screen's Transaction History). */
export function listAccountTransactions(caller: Caller, name: string, query: LedgerQuery): Promise<ListPage<LedgerRow>> {
  return ledgerPage(caller, "transactions.ofAccount", [name], query);
}
