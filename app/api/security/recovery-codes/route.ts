// POST /api/security/recovery-codes – ten new recovery codes replace the old ones, given a current code
import { jsonError } from "@/lib/api/responses";
import { codeInputSchema, TWO_FACTOR_MESSAGES, type RecoveryCodesAnswer } from "@/lib/schemas/two-factor";
import { hasSecondFactor, replaceRecoveryCodes } from "@/lib/two-factor/factors";
import { twoFactorRoute } from "@/lib/two-factor/route";
import { spendCode } from "@/lib/two-factor/sign-in";

export const POST = twoFactorRoute(
  { name: "security.recoveryCodes", body: codeInputSchema },
  async ({ actor, body }): Promise<RecoveryCodesAnswer | Response> => {
    if (!(await hasSecondFactor(actor.account))) return jsonError(409, "Set up an authenticator app or a passkey first");
    if (!(await spendCode(actor.account, body.code))) return jsonError(422, TWO_FACTOR_MESSAGES.wrongCode, { field: "code" });
    return { recoveryCodes: await replaceRecoveryCodes(actor.account) };
  },
);
