// The Transactions export: every column of the ledger (the dealer's table; the other roles see
// Its words are keys of namespace "export": what useTranslations("export") reads on a page (../texts.ts).
// the expiry and description in the row's detail), with the values as the screen shows them.
import { formatDate, formatTimestamp } from "@/lib/format";
import type { LedgerRow } from "@/lib/schemas/ledger";
import { oneLine, type ExportTableDefinition } from "./table";

export const transactionExport: ExportTableDefinition<LedgerRow> = {
  title: "transactions.title",
  file: "myTransactions",
  head: ["transactions.head.date", "transactions.head.type", "transactions.head.credits", "transactions.head.login", "transactions.head.expiry", "transactions.head.description"],
  row: (row) => [formatTimestamp(row.created), row.type, String(row.credits), row.login ?? "", formatDate(row.expiry), oneLine(row.description)],
  wideColumn: 5,
};
