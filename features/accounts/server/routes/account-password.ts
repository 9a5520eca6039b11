// POST /api/accounts/:kind/:name/password – set an account's new password (entered twice); the
// account's sessions all end (lib/session-registry), so whoever knew the old password is signed out.
import { ACCOUNT_NOT_FOUND, accountParams } from "@/lib/api/account-input";
import { apiRoute } from "@/lib/api/route";
import { changePasswordSchema } from "@/lib/schemas/accounts";
import { log } from "@/lib/log";
import { liveAccountId } from "@/lib/identity/accounts";
import { endAccountSessions } from "@/lib/session-registry";
import { accountOperation, changePassword } from "@/lib/upstream/accounts";

export const POST = apiRoute(
  { params: accountParams, notFound: ACCOUNT_NOT_FOUND, operation: ({ kind }) => accountOperation(kind, "password"), body: changePasswordSchema },
  async ({ session, params, body }) => {
    const answer = await changePassword(session, params.kind, params.name, body.password);
    // The password is changed whatever happens here: a registry that cannot be reached is logged
    // (the end is held and written once it is back, lib/session-registry), not reported as a failed change.
    const ending = liveAccountId(params.kind, params.name).then((accountId) => (accountId ? endAccountSessions({ accountId }) : 0));
    await ending.catch((error: unknown) =>
      log.error({ err: error instanceof Error ? error.message : String(error), account: params.name }, "password changed, but its sessions could not be ended"),
    );
    return answer;
  },
);
