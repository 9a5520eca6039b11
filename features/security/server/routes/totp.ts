// POST /api/security/totp – starts setting up an authenticator app: a new secret, as text and as a
// QR code. Replacing one (the account has a second factor) takes a current code first.
import { apiRoute } from "@/lib/api/route";
import { startEnrolment } from "@/features/security/two-factor/enrolments";
import { proveOwnerIfEnrolled } from "@/features/security/two-factor/owner-proof";
import { qrDataUrl } from "@/features/security/two-factor/qr";
import { newTotpSecret, totpUri } from "@/features/security/two-factor/totp";
import { PRODUCT_NAME } from "@/lib/client-constants";
import { ownerProofSchema } from "@/lib/schemas/owner-proof";
import type { TotpStartedAnswer } from "@/lib/schemas/two-factor";

export const POST = apiRoute(
  { name: "security.totpStart", auth: "enrol-or-session", body: ownerProofSchema },
  async ({ request, actor, body }): Promise<TotpStartedAnswer | Response> => {
    const refused = await proveOwnerIfEnrolled(request, actor.account, body.code);
    if (refused) return refused;
    const secret = newTotpSecret();
    await startEnrolment(actor.account, "totp", secret);
    const uri = totpUri(secret, PRODUCT_NAME, actor.account.name);
    return { secret, uri, qrCode: await qrDataUrl(uri) };
  },
);
