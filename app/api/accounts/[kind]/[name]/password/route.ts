// POST /api/accounts/:kind/:name/password – set an account's new password (entered twice)
import { ACCOUNT_NOT_FOUND, accountParams } from "@/lib/api/account-input";
import { apiRoute } from "@/lib/api/route";
import { changePasswordSchema } from "@/lib/schemas/accounts";
import { accountOperation, changePassword } from "@/lib/upstream/accounts";

export const POST = apiRoute(
  { params: accountParams, notFound: ACCOUNT_NOT_FOUND, operation: ({ kind }) => accountOperation(kind, "password"), body: changePasswordSchema },
  ({ session, params, body }) => changePassword(session, params.kind, params.name, body.password),
);
