import "server-only";
// GET /api/insights/statement?month=YYYY-MM&account= – a month's statement of the account or of one below it
import { apiRoute } from "@/lib/api/route";
import { jsonError } from "@/lib/api/responses";
import { statementQuerySchema } from "../input";
import { UnknownAccountError } from "../snapshot";
import { NOT_OFFERED_MESSAGE } from "@/lib/offer-messages";
import { LedgerNotShownError, MonthOutOfRangeError, monthStatement, STATEMENT_MONTHS } from "../statement";
import { UNKNOWN_ACCOUNT_MESSAGE } from "./insights";

export const GET = apiRoute({ operation: "transactions.list", query: statementQuerySchema }, async ({ session, query }) => {
  try {
    return await monthStatement(session, query.account ?? null, query.month);
  } catch (error) {
    if (error instanceof UnknownAccountError) return jsonError(404, UNKNOWN_ACCOUNT_MESSAGE);
    if (error instanceof LedgerNotShownError) return jsonError(501, NOT_OFFERED_MESSAGE);
    if (error instanceof MonthOutOfRangeError) return jsonError(422, `month must be one of the last ${STATEMENT_MONTHS} months`);
    throw error;
  }
});
