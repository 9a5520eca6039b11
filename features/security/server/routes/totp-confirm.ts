// POST /api/security/totp/confirm – the first code from the app proves it holds the secret; the TOTP is saved
import { jsonError } from "@/lib/api/responses";
import { totpConfirmSchema, TWO_FACTOR_MESSAGES } from "@/lib/schemas/two-factor";
import { enrolledAnswer } from "@/features/security/two-factor/enrolled";
import { enrolmentValue, finishEnrolment } from "@/features/security/two-factor/enrolments";
import { saveTotp } from "@/features/security/two-factor/factors";
import { apiRoute } from "@/lib/api/route";
import { totpStep } from "@/features/security/two-factor/totp";

export const POST = apiRoute({ name: "security.totpConfirm", auth: "enrol-or-session", body: totpConfirmSchema }, async ({ request, actor, body }) => {
  const secret = await enrolmentValue(actor.account, "totp");
  if (!secret) return jsonError(409, TWO_FACTOR_MESSAGES.enrolmentExpired);
  const step = await totpStep(secret, body.code, 0);
  if (step === null) return jsonError(422, TWO_FACTOR_MESSAGES.wrongCode, { field: "code" });
  // The confirming code's step is spent: it cannot sign in a second time.
  await saveTotp(actor.account, secret, step);
  await finishEnrolment(actor.account, "totp");
  return enrolledAnswer(request, actor);
});
