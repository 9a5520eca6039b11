// A page of ledger rows as the upstream answers it (own ledger, or an account's below the caller).
import { z } from "zod";
import { transactionSchema } from "./client-detail";

export const ledgerPageSchema = z.object({
  data: z.array(transactionSchema),
  total: z.number().int(),
  current_page: z.number().int(),
  per_page: z.number().int(),
  total_pages: z.number().int(),
});
