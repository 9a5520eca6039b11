// POST /api/security/totp – starts setting up an authenticator app: a new secret, as text and as a QR code
import { twoFactorRoute } from "@/lib/two-factor/route";
import { startEnrolment } from "@/lib/two-factor/enrolments";
import { qrDataUrl } from "@/lib/two-factor/qr";
import { newTotpSecret, totpUri } from "@/lib/two-factor/totp";
import { PRODUCT_NAME } from "@/lib/client-constants";
import type { TotpStartedAnswer } from "@/lib/schemas/two-factor";

export const POST = twoFactorRoute({ name: "security.totpStart", duringSignIn: true }, async ({ actor }): Promise<TotpStartedAnswer> => {
  const secret = newTotpSecret();
  await startEnrolment(actor.account, "totp", secret);
  const uri = totpUri(secret, PRODUCT_NAME, actor.account.name);
  return { secret, uri, qrCode: await qrDataUrl(uri) };
});
