// POST /api/auth/second-factor – the TOTP or recovery code of a sign-in whose password was right
import { apiRoute } from "@/lib/api/route";
import { codeInputSchema } from "@/lib/schemas/two-factor";
import { secondFactorTry } from "@/features/security/two-factor/code-step";
import { spendCode } from "@/features/security/two-factor/sign-in";

export const POST = apiRoute({ name: "login.secondFactor", auth: "pending", body: codeInputSchema }, ({ request, pending, body }) =>
  secondFactorTry(request, pending, () => spendCode(pending, body.code)),
);
