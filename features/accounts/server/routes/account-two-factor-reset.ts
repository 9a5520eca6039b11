// POST /api/accounts/:kind/:name/two-factor-reset – an account above removes a sub-account's second factor
import { ACCOUNT_NOT_FOUND, accountParams } from "@/lib/api/account-input";
import { apiRoute } from "@/lib/api/route";
import { accountOperation, getAccount } from "@/lib/upstream/accounts";
import { liveAccountId } from "@/lib/identity/accounts";
import { endAccountSessions } from "@/lib/session-registry";
import { resetFactors } from "@/features/security/server";
import type { TwoFactorResetAnswer } from "@/lib/schemas/two-factor";

export const POST = apiRoute(
  // The same check as the edit screen: the upstream shows the account only inside the caller's
  // subtree (404 or 403 otherwise, passed on), so nobody resets an account that is not theirs.
  { params: accountParams, notFound: ACCOUNT_NOT_FOUND, operation: ({ kind }) => accountOperation(kind, "get") },
  async ({ session, params }): Promise<TwoFactorResetAnswer> => {
    const account = await getAccount(session, params.kind, params.name);
    const id = await liveAccountId(params.kind, account.name);
    // Never signed in to the panel: it has no factor to reset.
    if (id) {
      await resetFactors({ id, role: params.kind, name: account.name });
      // Whoever reached the account with the old factor is signed out too.
      await endAccountSessions({ accountId: id });
    }
    return { reset: true };
  },
);
