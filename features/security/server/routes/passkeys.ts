// POST /api/security/passkeys – the browser's new passkey, checked against the kept challenge and saved
import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import { jsonError } from "@/lib/api/responses";
import { passkeyRegistrationSchema, TWO_FACTOR_MESSAGES } from "@/lib/schemas/two-factor";
import { enrolledAnswer } from "@/features/security/two-factor/enrolled";
import { enrolmentValue, finishEnrolment } from "@/features/security/two-factor/enrolments";
import { registerPasskey } from "@/features/security/two-factor/passkeys";
import { PASSKEYS_NEED_A_NAME_MESSAGE, relyingParty } from "@/features/security/two-factor/relying-party";
import { apiRoute } from "@/lib/api/route";

export const POST = apiRoute({ name: "security.passkeyAdd", auth: "enrol-or-session", body: passkeyRegistrationSchema }, async ({ request, actor, body }) => {
  const rp = relyingParty(request);
  if (!rp) return jsonError(400, PASSKEYS_NEED_A_NAME_MESSAGE);
  const challenge = await enrolmentValue(actor.account, "passkey");
  if (!challenge) return jsonError(409, TWO_FACTOR_MESSAGES.enrolmentExpired);
  // The challenge is spent whatever the outcome: a new try asks for new options.
  await finishEnrolment(actor.account, "passkey");
  const saved = await registerPasskey(rp, actor.account, challenge, body.credential as unknown as RegistrationResponseJSON, body.label);
  if (!saved) return jsonError(422, TWO_FACTOR_MESSAGES.passkeyRefused);
  return enrolledAnswer(request, actor);
});
