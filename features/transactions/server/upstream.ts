import "server-only";
import type { Locale } from "@/i18n/locales";
import { currentBackend } from "@/lib/backends";
import type { LedgerOperation } from "@/lib/backends/types";
import type { ListPage, QueryOf } from "@/lib/list/query";
import type { TRANSACTION_LIST } from "@/lib/resources/ledgers";
import type { LedgerRow } from "@/lib/schemas/ledger";
import { typesNamedBy } from "@/features/transactions/model/search";
import { typeNamesIn } from "@/features/transactions/server/type-names";
import type { Caller } from "@/lib/upstream/caller";

type LedgerQuery = QueryOf<typeof TRANSACTION_LIST>;

/**
 * One page of a ledger, searched, sorted and counted by the backend or, where it cannot, by its
 * adapter. A search also finds the rows whose type the reader's language (`locale`) names with it.
 */
async function ledgerPage(caller: Caller, operation: LedgerOperation, segments: string[], query: LedgerQuery, locale?: Locale): Promise<ListPage<LedgerRow>> {
  const alsoTypes = locale && query.q ? typesNamedBy(query.q, await typeNamesIn(locale)) : [];
  return (await currentBackend()).ledgerPage(caller, operation, segments, query, alsoTypes);
}

/** One page of the caller's own ledger (Transactions). */
export function listTransactions(caller: Caller, query: LedgerQuery, locale?: Locale): Promise<ListPage<LedgerRow>> {
  return ledgerPage(caller, "transactions.list", [], query, locale);
}

/** One page of the ledger of an account below the caller (its edit screen's Transaction History). */
export function listAccountTransactions(caller: Caller, name: string, query: LedgerQuery, locale?: Locale): Promise<ListPage<LedgerRow>> {
  return ledgerPage(caller, "transactions.ofAccount", [name], query, locale);
}
