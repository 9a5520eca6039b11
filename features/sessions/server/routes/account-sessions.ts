// DELETE /api/sessions/accounts/:kind/:name – an account above ends every session of one of its
// sub-accounts (its edit screen's "End sessions"). The target must be in the caller's subtree:
// checked as the edit screen loads it, by asking the upstream for the account (outside the
// subtree it answers 404: "Account not found", nothing ended).
import { ACCOUNT_NOT_FOUND, accountParams } from "@/lib/api/account-input";
import { apiRoute } from "@/lib/api/route";
import type { SessionsEndedAnswer } from "@/lib/schemas/sessions";
import { liveAccountId } from "@/lib/identity/accounts";
import { endAccountSessions } from "@/lib/session-registry";
import { accountOperation, getAccount } from "@/lib/upstream/accounts";

export const DELETE = apiRoute(
  { params: accountParams, notFound: ACCOUNT_NOT_FOUND, operation: ({ kind }) => accountOperation(kind, "get") },
  async ({ session, params }): Promise<SessionsEndedAnswer> => {
    const account = await getAccount(session, params.kind, params.name);
    const accountId = await liveAccountId(params.kind, account.name);
    return { ended: accountId ? await endAccountSessions({ accountId }) : 0 };
  },
);
