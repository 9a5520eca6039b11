import "server-only";
import { byNumber, byText, pageLocally, type LocalListRules } from "@/lib/list/local-page";
import type { ListPage, QueryOf } from "@/lib/list/query";
import type { TRANSACTION_LIST } from "@/lib/lists";
import { transactionListSchema, type Transaction } from "@/lib/schemas/client-detail";
import { ledgerPageSchema, type LedgerRow } from "@/lib/schemas/ledger";
import { currentBackend } from "./backend";
import { upstreamGet, type Caller } from "./call";
import { wholeList } from "./whole-lists";

/** How many of an account's newest ledger rows its edit screen shows. */
export const ACCOUNT_LEDGER_ROWS = 100;

const newestFirst = (rows: Transaction[]) => [...rows].sort((a, b) => b.created.localeCompare(a.created));

/** The newest rows of an account's ledger below the caller (its edit screen's Transaction History). */
export async function getAccountLedger(caller: Caller, name: string) {
  if ((await currentBackend()).dialect === "spec") {
    // The operator's mapped call answers the whole ledger, in no order the spec promises.
    return newestFirst(await upstreamGet(transactionListSchema, caller, "transactions.ofAccount", { segments: [name] })).slice(0, ACCOUNT_LEDGER_ROWS);
  }
  const page = await upstreamGet(ledgerPageSchema, caller, "transactions.ofAccount", {
    segments: [name],
    query: { page: 1, per_page: ACCOUNT_LEDGER_ROWS, sort: "-created" },
  });
  return page.data;
}

/** Accounts spec §2.3: filtering by login, type and description, case-insensitive. */
const LEDGER_RULES: LocalListRules<Transaction, typeof TRANSACTION_LIST> = {
  searchText: (row) => `${row.login ?? ""} ${row.type} ${row.description ?? ""}`,
  compare: { created: byText((row) => row.created), login: byText((row) => row.login), type: byText((row) => row.type), credits: byNumber((row) => row.credits) },
};

/** One page of the caller's own ledger: the reference upstream searches, sorts, counts and pages it; on a spec backend the BFF does. */
export async function listTransactions(caller: Caller, query: QueryOf<typeof TRANSACTION_LIST>): Promise<ListPage<LedgerRow>> {
  const first = (query.page - 1) * query.size + 1;
  // The rows are this call's own (zod built them): numbered where they are rather than copied.
  const numbered = (rows: Transaction[]) => rows.map((row, i) => Object.assign(row, { position: first + i }));
  if ((await currentBackend()).dialect === "spec") {
    const rows = await wholeList(caller, "transactions.list", () => upstreamGet(transactionListSchema, caller, "transactions.list"));
    const page = pageLocally(rows, query, LEDGER_RULES);
    // Copies: the remembered rows are numbered anew for every page.
    return { ...page, rows: page.rows.map((row, i) => ({ ...row, position: first + i })) };
  }
  const answer = await upstreamGet(ledgerPageSchema, caller, "transactions.list", {
    query: { search: query.q || undefined, page: query.page, per_page: query.size, sort: query.sort },
  });
  return { rows: numbered(answer.data), total: answer.total, totalPages: answer.total_pages, counts: { all: answer.total } };
}
