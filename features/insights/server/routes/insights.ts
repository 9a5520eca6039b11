import "server-only";
// GET /api/insights?account= – the figures of the signed-in account, or of an account of its subtree
import { apiRoute } from "@/lib/api/route";
import { jsonError } from "@/lib/api/responses";
import { insightsQuerySchema } from "../input";
import { accountSnapshot, UnknownAccountError } from "../snapshot";

export const UNKNOWN_ACCOUNT_MESSAGE = "No such account below yours";

export const GET = apiRoute({ operation: "transactions.list", query: insightsQuerySchema }, async ({ session, query }) => {
  try {
    return (await accountSnapshot(session, query.account ?? null)).insights;
  } catch (error) {
    if (error instanceof UnknownAccountError) return jsonError(404, UNKNOWN_ACCOUNT_MESSAGE);
    throw error;
  }
});
