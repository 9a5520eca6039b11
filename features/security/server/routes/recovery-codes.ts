// POST /api/security/recovery-codes – ten new recovery codes replace the old ones, given a current code
import { jsonError } from "@/lib/api/responses";
import { codeInputSchema, type RecoveryCodesAnswer } from "@/lib/schemas/two-factor";
import { hasSecondFactor, replaceRecoveryCodes } from "@/features/security/two-factor/factors";
import { proveOwner } from "@/features/security/two-factor/owner-proof";
import { apiRoute } from "@/lib/api/route";

export const POST = apiRoute(
  { name: "security.recoveryCodes", body: codeInputSchema },
  async ({ request, actor, body }): Promise<RecoveryCodesAnswer | Response> => {
    if (!(await hasSecondFactor(actor.account))) return jsonError(409, "Set up an authenticator app or a passkey first");
    // Counted by the sign-in throttle: a session cannot be used to guess codes.
    const refused = await proveOwner(request, actor.account, body.code);
    if (refused) return refused;
    return { recoveryCodes: await replaceRecoveryCodes(actor.account) };
  },
);
