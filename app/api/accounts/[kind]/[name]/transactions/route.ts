// GET /api/accounts/:kind/:name/transactions – the account's latest ledger rows, newest first
import { ACCOUNT_NOT_FOUND, accountParams } from "@/lib/api/account-input";
import { apiRoute } from "@/lib/api/route";
import { getAccountLedger } from "@/lib/upstream/ledger";

export const GET = apiRoute({ params: accountParams, notFound: ACCOUNT_NOT_FOUND, operation: "transactions.ofAccount" }, async ({ session, params }) => ({
  data: await getAccountLedger(session, params.name),
}));
