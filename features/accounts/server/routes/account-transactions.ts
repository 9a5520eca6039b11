// GET /api/accounts/:kind/:name/transactions – one page of the account's ledger (?q=&page=&size=&sort=), newest first by default
import { requestLocale } from "@/i18n/locales";
import { ACCOUNT_NOT_FOUND, accountParams } from "@/lib/api/account-input";
import { apiRoute } from "@/lib/api/route";
import { apiListQuerySchema } from "@/lib/list/query-schema";
import { TRANSACTION_LIST } from "@/lib/lists";
import { listAccountTransactions } from "@/features/transactions/server";

export const GET = apiRoute(
  { params: accountParams, notFound: ACCOUNT_NOT_FOUND, operation: "transactions.ofAccount", query: apiListQuerySchema(TRANSACTION_LIST) },
  ({ request, session, params, query }) => listAccountTransactions(session, params.name, query, requestLocale(request)),
);
