import "server-only";
// GET /api/v1/transactions – one page of the account's own ledger (?q=&page=&size=&sort=)
import { apiListQuerySchema } from "@/lib/list/query-schema";
import { TRANSACTION_LIST } from "@/lib/lists";
import { listTransactions } from "@/features/transactions/server";
import { v1Route } from "../v1-route";

export const GET = v1Route({ scope: "transactions:read", operation: "transactions.list", query: apiListQuerySchema(TRANSACTION_LIST) }, ({ session, query }) =>
  listTransactions(session, query),
);
