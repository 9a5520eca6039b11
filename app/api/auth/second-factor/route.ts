// POST /api/auth/second-factor – the TOTP or recovery code of a sign-in whose password was right
import { readJson } from "@/lib/api/route";
import { validationError } from "@/lib/api/responses";
import { codeInputSchema } from "@/lib/schemas/two-factor";
import { secondFactorTry } from "@/lib/two-factor/code-step";
import { pendingRoute } from "@/lib/two-factor/pending-route";
import { spendCode } from "@/lib/two-factor/sign-in";

export const POST = pendingRoute("login.secondFactor", async (request, pending) => {
  const parsed = codeInputSchema.safeParse(await readJson(request));
  if (!parsed.success) return validationError(parsed.error);
  return secondFactorTry(request, pending, () => spendCode(pending, parsed.data.code));
});
