// POST /api/auth/second-factor/passkey-options – a challenge for signing in with one of the account's passkeys
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { jsonError } from "@/lib/api/responses";
import { apiRoute } from "@/lib/api/route";
import { TWO_FACTOR_MESSAGES } from "@/lib/schemas/two-factor";
import { authenticationOptions } from "@/features/security/two-factor/passkeys";
import { setPendingChallenge } from "@/lib/two-factor/pending";
import { PASSKEYS_NEED_A_NAME_MESSAGE, relyingParty } from "@/features/security/two-factor/relying-party";

export const POST = apiRoute(
  { name: "login.passkeyOptions", auth: "pending" },
  async ({ request, pending }): Promise<PublicKeyCredentialRequestOptionsJSON | Response> => {
    const rp = relyingParty(request);
    if (!rp) return jsonError(400, PASSKEYS_NEED_A_NAME_MESSAGE);
    const options = await authenticationOptions(rp, pending);
    if (!options) return jsonError(404, TWO_FACTOR_MESSAGES.noPasskey);
    await setPendingChallenge(pending.pendingId, options.challenge);
    return options;
  },
);
