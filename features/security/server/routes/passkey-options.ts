// POST /api/security/passkeys/options – the options for creating a new passkey (the challenge is
// kept). Adding one to an account that has a second factor takes a current code first.
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/server";
import { jsonError } from "@/lib/api/responses";
import { ownerProofSchema } from "@/lib/schemas/owner-proof";
import { startEnrolment } from "@/features/security/two-factor/enrolments";
import { proveOwnerIfEnrolled } from "@/features/security/two-factor/owner-proof";
import { registrationOptions } from "@/features/security/two-factor/passkeys";
import { PASSKEYS_NEED_A_NAME_MESSAGE, relyingParty } from "@/features/security/two-factor/relying-party";
import { apiRoute } from "@/lib/api/route";

export const POST = apiRoute(
  { name: "security.passkeyOptions", auth: "enrol-or-session", body: ownerProofSchema },
  async ({ request, actor, body }): Promise<PublicKeyCredentialCreationOptionsJSON | Response> => {
    const rp = relyingParty(request);
    if (!rp) return jsonError(400, PASSKEYS_NEED_A_NAME_MESSAGE);
    const refused = await proveOwnerIfEnrolled(request, actor.account, body.code);
    if (refused) return refused;
    const options = await registrationOptions(rp, actor.account);
    await startEnrolment(actor.account, "passkey", options.challenge);
    return options;
  },
);
