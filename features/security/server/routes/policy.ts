// PUT /api/security/policy – the admin says which roles must sign in with a second factor
import { policySchema, type PolicyAnswer } from "@/lib/schemas/two-factor";
import { saveTwoFactorPolicy, twoFactorPolicy } from "@/features/security/two-factor/policy";
import { apiRoute } from "@/lib/api/route";

export const PUT = apiRoute({ name: "security.policy", roles: ["admin"], body: policySchema }, async ({ body }): Promise<PolicyAnswer> => {
  await saveTwoFactorPolicy(body);
  return { required: await twoFactorPolicy() };
});
