// A page of ledger rows as the upstream answers it (own ledger, or an account's below the caller).
import { z } from "zod";
import { count } from "./fields";
import { withQuickList } from "./quick-check";
import { transactionSchema, type Transaction } from "./client-detail";

// Its rows are read by the compiled row check where it decides (./quick-check.ts), as the client
// list's are: a page of 5,000 rows is read for Insights and the exports.
export const ledgerPageSchema = withQuickList(
  z.object({
    data: z.array(transactionSchema),
    total: count(),
    current_page: count(),
    per_page: count(),
    total_pages: count(),
  }),
  "data",
);

/**
 * A row of the Transactions list. Ledger rows carry no id, so the BFF numbers them by their place
 * among the matching rows (1 = the first of the chosen sort): unique on a page, which is all a
 * table row's key needs.
 */
export type LedgerRow = Transaction & { position: number };
