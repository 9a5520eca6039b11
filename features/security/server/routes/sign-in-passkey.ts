// POST /api/auth/second-factor/passkey – the passkey's answer to the pending sign-in's challenge
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { jsonError } from "@/lib/api/responses";
import { apiRoute } from "@/lib/api/route";
import { passkeySignInSchema } from "@/lib/schemas/two-factor";
import { secondFactorTry } from "@/features/security/two-factor/code-step";
import { verifyPasskey } from "@/features/security/two-factor/passkeys";
import { PASSKEYS_NEED_A_NAME_MESSAGE, relyingParty } from "@/features/security/two-factor/relying-party";

export const POST = apiRoute({ name: "login.passkey", auth: "pending", body: passkeySignInSchema }, async ({ request, pending, body }) => {
  const rp = relyingParty(request);
  if (!rp) return jsonError(400, PASSKEYS_NEED_A_NAME_MESSAGE);
  const { challenge } = pending;
  const credential = body.credential as unknown as AuthenticationResponseJSON;
  return secondFactorTry(request, pending, async () => challenge !== null && verifyPasskey(rp, pending, challenge, credential));
});
