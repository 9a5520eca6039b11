// GET /api/accounts/:kind – one page of the caller's super resellers, resellers or dealers (?q=&page=&size=&sort=)
// POST /api/accounts/:kind – add one
import { kindParams } from "@/lib/api/account-input";
import { ownerFieldOf } from "@/features/accounts/model/owner-field";
import { apiRoute } from "@/lib/api/route";
import { apiListQuerySchema } from "@/lib/list/query-schema";
import { ACCOUNT_LISTS } from "@/lib/lists";
import { ACCOUNT_OPERATIONS } from "@/lib/resources/accounts";
import { addAccountSchema } from "@/lib/schemas/accounts";
import { accountOperation, addAccount, listAccounts } from "@/lib/upstream/accounts";

export const GET = apiRoute(
  { operation: ({ kind }) => ACCOUNT_OPERATIONS[kind].list, params: kindParams, query: ({ kind }) => apiListQuerySchema(ACCOUNT_LISTS[kind]) },
  ({ session, params, query }) => listAccounts(params.kind, session, query),
);

export const POST = apiRoute(
  {
    operation: ({ kind }) => accountOperation(kind, "add"),
    params: kindParams,
    body: ({ session, params }) => addAccountSchema(params.kind, ownerFieldOf(session.role, params.kind)),
  },
  ({ session, params, body }) => addAccount(session, params.kind, body),
);
