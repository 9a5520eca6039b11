import "server-only";
// GET /api/insights/accounts – the sub-account table of the signed-in reseller, super reseller or admin
import { apiRoute } from "@/lib/api/route";
import { subAccountTable } from "../table";

export const GET = apiRoute({ operation: "transactions.list", roles: ["reseller", "manager", "admin"] }, async ({ session }) => ({
  accounts: await subAccountTable(session),
}));
