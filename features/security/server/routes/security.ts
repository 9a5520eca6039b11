// GET /api/security – the signed-in account's factors (never a secret), and for the admin the 2FA rule
import { factorSummary } from "@/features/security/two-factor/factors";
import { twoFactorPolicy } from "@/features/security/two-factor/policy";
import { apiRoute } from "@/lib/api/route";

export const GET = apiRoute({ name: "security.factors" }, async ({ actor }) => ({
  factors: await factorSummary(actor.account),
  required: actor.account.role === "admin" ? await twoFactorPolicy() : null,
}));
