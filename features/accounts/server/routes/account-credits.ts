// POST /api/accounts/:kind/:name/credits – add (0) or remove (1) credits; moves them between the caller and the account
import { ACCOUNT_NOT_FOUND, accountParams } from "@/lib/api/account-input";
import { apiRoute } from "@/lib/api/route";
import { accountNow } from "@/lib/api/subjects";
import { hasCreditsDescription } from "@/features/accounts/model/forms";
import { creditsMoveSchema } from "@/lib/schemas/accounts";
import { accountOperation, moveCredits } from "@/lib/upstream/accounts";

export const POST = apiRoute(
  {
    params: accountParams,
    notFound: ACCOUNT_NOT_FOUND,
    operation: ({ kind }) => accountOperation(kind, "credits"),
    body: ({ session, params }) => creditsMoveSchema(params.kind, hasCreditsDescription(session.role, params.kind)),
    spends: { subject: ({ session, params }) => accountNow(session, params.kind, params.name) },
  },
  ({ session, params, body }) => moveCredits(session, params.kind, params.name, body, undefined),
);
