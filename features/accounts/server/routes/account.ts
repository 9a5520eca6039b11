// GET /api/accounts/:kind/:name – one super reseller, reseller or dealer
// PUT /api/accounts/:kind/:name – move a reseller or dealer under another owner, with its description
// DELETE /api/accounts/:kind/:name – delete an empty reseller or dealer
import { ACCOUNT_NOT_FOUND, accountParams } from "@/lib/api/account-input";
import { apiRoute } from "@/lib/api/route";
import { retireAccount } from "@/lib/identity/accounts";
import { log } from "@/lib/log";
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

// Once the upstream has deleted the account, its panel identity retires (lib/identity): its open
// sessions end at once and its second factor, reminders, stored password and deliveries go, so a
// later account of the same name starts with nothing.
export const DELETE = apiRoute({ ...account, operation: ({ kind }) => accountOperation(kind, "remove") }, async ({ session, params }) => {
  const answer = await removeAccount(session, params.kind as "reseller" | "dealer", params.name);
  // The account is deleted whatever happens here: a store out of reach is logged (the records stay
  // until an operator clears them, docs/store.md), not reported as a failed delete.
  await retireAccount(params.kind, params.name, "deleted").catch((error: unknown) =>
    log.error(
      { err: error instanceof Error ? error.message : String(error), account: params.name, role: params.kind },
      "account deleted, but its panel records could not be retired",
    ),
  );
  return answer;
});
