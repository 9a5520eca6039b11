// GET /api/transactions – one page of the signed-in account's own ledger (?q=&page=&size=&sort=)
import { requestLocale } from "@/i18n/locales";
import { apiRoute } from "@/lib/api/route";
import { apiListQuerySchema } from "@/lib/list/query-schema";
import { TRANSACTION_LIST } from "@/lib/lists";
import { listTransactions } from "@/features/transactions/server/upstream";

export const GET = apiRoute({ operation: "transactions.list", query: apiListQuerySchema(TRANSACTION_LIST) }, ({ request, session, query }) =>
  listTransactions(session, query, requestLocale(request)),
);
