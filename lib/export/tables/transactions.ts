// The Transactions export: every column of the ledger (the dealer's table; the other roles see
// the expiry and description in the row's detail), with the values as the screen shows them.
import { formatDate, formatTimestamp } from "@/lib/format";
import type { LedgerRow } from "@/lib/schemas/ledger";
import { oneLine, type ExportTableDefinition } from "./table";

export const transactionExport: ExportTableDefinition<LedgerRow> = {
  texts: "transactions",
  file: "myTransactions",
  columns: ["date", "type", "credits", "login", "expiry", "description"],
  row: (row) => [formatTimestamp(row.created), row.type, String(row.credits), row.login ?? "", formatDate(row.expiry), oneLine(row.description)],
  wideColumn: 5,
};
