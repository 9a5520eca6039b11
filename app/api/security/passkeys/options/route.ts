// POST /api/security/passkeys/options – the options for creating a new passkey (the challenge is kept)
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/server";
import { jsonError } from "@/lib/api/responses";
import { startEnrolment } from "@/lib/two-factor/enrolments";
import { registrationOptions } from "@/lib/two-factor/passkeys";
import { PASSKEYS_NEED_A_NAME_MESSAGE, relyingParty } from "@/lib/two-factor/relying-party";
import { twoFactorRoute } from "@/lib/two-factor/route";

export const POST = twoFactorRoute(
  { name: "security.passkeyOptions", duringSignIn: true },
  async ({ request, actor }): Promise<PublicKeyCredentialCreationOptionsJSON | Response> => {
    const rp = relyingParty(request);
    if (!rp) return jsonError(400, PASSKEYS_NEED_A_NAME_MESSAGE);
    const options = await registrationOptions(rp, actor.account);
    await startEnrolment(actor.account, "passkey", options.challenge);
    return options;
  },
);
