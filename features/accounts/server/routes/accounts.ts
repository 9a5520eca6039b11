// GET /api/accounts/:kind – one page of the caller's super resellers, resellers or dealers (?q=&page=&size=&sort=)
// POST /api/accounts/:kind – add one
import { kindParams } from "@/lib/api/account-input";
import { ownerFieldOf } from "@/features/accounts/model/owner-field";
import { apiRoute } from "@/lib/api/route";
import { apiListQuerySchema } from "@/lib/list/query-schema";
import { DEALER_LIST, RESELLER_LIST, SUPER_RESELLER_LIST } from "@/lib/lists";
import { addAccountSchema } from "@/lib/schemas/accounts";
import { accountOperation, addAccount, listDealers, listResellers, listSuperResellers } from "@/lib/upstream/accounts";

const LIST_OPERATION = { manager: "superResellers.list", reseller: "resellers.list", dealer: "dealers.list" } as const;
const LOAD = { manager: listSuperResellers, reseller: listResellers, dealer: listDealers } as const;
const SHAPE = { manager: SUPER_RESELLER_LIST, reseller: RESELLER_LIST, dealer: DEALER_LIST } as const;

export const GET = apiRoute(
  { operation: ({ kind }) => LIST_OPERATION[kind], params: kindParams, query: ({ kind }) => apiListQuerySchema(SHAPE[kind]) },
  ({ session, params, query }) => LOAD[params.kind](session, query),
);

export const POST = apiRoute(
  {
    operation: ({ kind }) => accountOperation(kind, "add"),
    params: kindParams,
    body: ({ session, params }) => addAccountSchema(params.kind, ownerFieldOf(session.role, params.kind)),
  },
  ({ session, params, body }) => addAccount(session, params.kind, body),
);
