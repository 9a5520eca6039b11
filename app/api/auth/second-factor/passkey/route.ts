// POST /api/auth/second-factor/passkey – the passkey's answer to the pending sign-in's challenge
import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { readJson } from "@/lib/api/route";
import { jsonError, validationError } from "@/lib/api/responses";
import { passkeySignInSchema } from "@/lib/schemas/two-factor";
import { secondFactorTry } from "@/lib/two-factor/code-step";
import { verifyPasskey } from "@/lib/two-factor/passkeys";
import { pendingRoute } from "@/lib/two-factor/pending-route";
import { PASSKEYS_NEED_A_NAME_MESSAGE, relyingParty } from "@/lib/two-factor/relying-party";

export const POST = pendingRoute("login.passkey", async (request, pending) => {
  const parsed = passkeySignInSchema.safeParse(await readJson(request));
  if (!parsed.success) return validationError(parsed.error);
  const rp = relyingParty(request);
  if (!rp) return jsonError(400, PASSKEYS_NEED_A_NAME_MESSAGE);
  const { challenge } = pending;
  const credential = parsed.data.credential as unknown as AuthenticationResponseJSON;
  return secondFactorTry(request, pending, async () => challenge !== null && verifyPasskey(rp, pending, challenge, credential));
});
