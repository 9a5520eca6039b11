import "server-only";
import { collectMatching } from "@/lib/list/collect";
import { defaultQuery, type ListPage, type QueryOf } from "@/lib/list/query";
import { CLIENT_LIST, type EXPIRING_LIST } from "@/lib/lists";
import type { TRANSACTION_LIST } from "@/lib/resources/ledgers";
import { clientListResponseSchema, type ClientRow } from "@/lib/schemas/client-list";
import { ledgerPageSchema, type LedgerRow } from "@/lib/schemas/ledger";
import { expiringResponseSchema, type ExpiringRow } from "@/lib/schemas/renewals";
import type { Caller } from "@/lib/upstream/caller";
import type { Calls } from "@/lib/upstream/send";
import type { LedgerOperation } from "../types";

// The reference upstream's lists: it filters, searches, sorts, counts and pages them itself
// (upstream/README.md), so each page is one call and the browser's query goes along as it is.

/** Far more than any real account's clients; beyond it the list is read no further. */
const MAX_CLIENTS = 200_000;

const pageQuery = (query: { tab?: string; q: string; page: number; size: number; sort: string }) => ({
  tab: query.tab,
  search: query.q || undefined,
  page: query.page,
  per_page: query.size,
  sort: query.sort,
});

export async function listClients(calls: Calls, caller: Caller, query: QueryOf<typeof CLIENT_LIST>): Promise<ListPage<ClientRow>> {
  const answer = await calls.get(clientListResponseSchema, caller, "clients.list", { query: pageQuery(query) });
  return { rows: answer.client_list, total: answer.total, totalPages: answer.total_pages, counts: answer.counts };
}

export async function allClients(calls: Calls, caller: Caller): Promise<ClientRow[]> {
  const rows = await collectMatching((q: QueryOf<typeof CLIENT_LIST>) => listClients(calls, caller, q), defaultQuery(CLIENT_LIST), { cap: MAX_CLIENTS });
  return rows ?? [];
}

export async function listExpiring(calls: Calls, caller: Caller, query: QueryOf<typeof EXPIRING_LIST>): Promise<ListPage<ExpiringRow>> {
  const answer = await calls.get(expiringResponseSchema, caller, "clients.expiring", { query: pageQuery(query) });
  return { rows: answer.client_list, total: answer.total, totalPages: answer.total_pages, counts: answer.counts };
}

export async function ledgerPage(
  calls: Calls,
  caller: Caller,
  operation: LedgerOperation,
  segments: string[],
  query: QueryOf<typeof TRANSACTION_LIST>,
  alsoTypes: readonly string[],
): Promise<ListPage<LedgerRow>> {
  const first = (query.page - 1) * query.size + 1;
  const search = query.q || undefined;
  const searchTypes = search && alsoTypes.length ? alsoTypes.join(",") : undefined;
  const answer = await calls.get(ledgerPageSchema, caller, operation, {
    segments,
    query: { search, search_types: searchTypes, page: query.page, per_page: query.size, sort: query.sort },
  });
  // The rows are this call's own (zod built them): numbered where they are rather than copied.
  const rows = answer.data.map((row, i) => Object.assign(row, { position: first + i }));
  return { rows, total: answer.total, totalPages: answer.total_pages, counts: { all: answer.total } };
}
