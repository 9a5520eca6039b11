// Ledgers (accounts spec §2.3, §7): one's own transactions (spec), an account's below one (not
// shown); the upstream calls per dialect, the Transactions list (sorts typed against its row) and
// its export, in one place. The rows' zod schemas are lib/schemas/client-detail.ts and
// lib/schemas/ledger.ts (type imports: this module stays free of zod for client components); the
// columns' rendering is features/transactions/components/. The audit log is ./audit.ts.
import { oneLine, type ExportTableDefinition } from "@/lib/export/tables/table";
import { formatDate, formatTimestamp } from "@/lib/format";
import { byNumber, byText, type LocalListRules, type SortKeyOf } from "@/lib/list/local-page";
import { sortedBy } from "@/lib/list/sorting";
import type { Transaction } from "@/lib/schemas/client-detail";
import type { LedgerRow } from "@/lib/schemas/ledger";
import { ABOVE_DEALER, prefixed, same, unshown, type Call } from "./call-table";

export type { LedgerRow, Transaction };

export const LEDGER_CALLS = {
  "transactions.list": same(prefixed("transactions")),
  "transactions.ofAccount": unshown(prefixed("transactions", ABOVE_DEALER)),
} as const satisfies Record<string, Call>;

/** The signed-in account's own ledger: newest first by default, the upstream's sort keys. */
export const TRANSACTION_LIST = sortedBy<Transaction>()({
  tabs: ["all"],
  sorts: ["-created", "created", "login", "-login", "type", "-type", "credits", "-credits"],
  compare: {
    created: byText((row) => row.created),
    login: byText((row) => row.login),
    type: byText((row) => row.type),
    credits: byNumber((row) => row.credits),
  },
});

export type TransactionSortKey = SortKeyOf<typeof TRANSACTION_LIST>;

/**
 * A spec backend answers the whole ledger; the BFF pages it with these rules (features/transactions/server/upstream.ts).
 * Accounts spec §2.3: filtering by login, type and description, case-insensitive.
 */
export const LEDGER_RULES: LocalListRules<Transaction, typeof TRANSACTION_LIST> = {
  searchText: (row) => `${row.login ?? ""} ${row.type} ${row.description ?? ""}`,
  compare: TRANSACTION_LIST.compare,
};

// The export's words are keys of namespace "export": what useTranslations("export") reads on a page (lib/export/texts.ts).
/**
 * The Transactions export: every column of the ledger (the dealer's table; the other roles see
 * the expiry and description in the row's detail), with the values as the screen shows them.
 */
export const transactionExport: ExportTableDefinition<LedgerRow> = {
  title: "transactions.title",
  file: "myTransactions",
  head: [
    "transactions.head.date",
    "transactions.head.type",
    "transactions.head.credits",
    "transactions.head.login",
    "transactions.head.expiry",
    "transactions.head.description",
  ],
  row: (row) => [formatTimestamp(row.created), row.type, String(row.credits), row.login ?? "", formatDate(row.expiry), oneLine(row.description)],
  wideColumn: 5,
};
