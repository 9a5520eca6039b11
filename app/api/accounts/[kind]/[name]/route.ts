// GET /api/accounts/:kind/:name – one super reseller, reseller or dealer
// PUT /api/accounts/:kind/:name – move a reseller or dealer under another owner, with its description
// DELETE /api/accounts/:kind/:name – delete an empty reseller or dealer
import { ACCOUNT_NOT_FOUND, accountParams } from "@/lib/api/account-input";
import { apiRoute } from "@/lib/api/route";
import { editAccountSchema } from "@/lib/schemas/accounts";
import { accountOperation, editAccount, getAccount, removeAccount } from "@/lib/upstream/accounts";

const account = { params: accountParams, notFound: ACCOUNT_NOT_FOUND };

export const GET = apiRoute({ ...account, operation: ({ kind }) => accountOperation(kind, "get") }, ({ session, params }) =>
  getAccount(session, params.kind, params.name),
);

export const PUT = apiRoute(
  { ...account, operation: ({ kind }) => accountOperation(kind, "edit"), body: ({ params }) => editAccountSchema(params.kind) },
  // The operations table gives "edit" to resellers and dealers only, so kind is one of those here.
  ({ session, params, body }) => editAccount(session, params.kind as "reseller" | "dealer", params.name, body.owner, body.description),
);

export const DELETE = apiRoute({ ...account, operation: ({ kind }) => accountOperation(kind, "remove") }, ({ session, params }) =>
  removeAccount(session, params.kind as "reseller" | "dealer", params.name),
);
