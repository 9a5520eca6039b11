// POST /api/security/remove – removes one of the signed-in account's own factors, given a current code
import { jsonError } from "@/lib/api/responses";
import { removeFactorSchema, TWO_FACTOR_MESSAGES, type FactorRemovedAnswer } from "@/lib/schemas/two-factor";
import { factorSummary, removeFactor } from "@/features/security/two-factor/factors";
import { isRequiredFor } from "@/features/security/two-factor/policy";
import { proveOwner } from "@/features/security/two-factor/owner-proof";
import { apiRoute } from "@/lib/api/route";

export const POST = apiRoute(
  { name: "security.remove", body: removeFactorSchema },
  async ({ request, actor, body }): Promise<FactorRemovedAnswer | Response> => {
    const { factor } = body;
    const { totp, passkeys } = await factorSummary(actor.account);
    const enrolled = factor.kind === "totp" ? totp !== null : passkeys.some((passkey) => passkey.id === factor.id);
    if (!enrolled) return jsonError(404, TWO_FACTOR_MESSAGES.notEnrolled);
    if ((totp ? 1 : 0) + passkeys.length === 1 && (await isRequiredFor(actor.account.role))) return jsonError(409, TWO_FACTOR_MESSAGES.lastRequired);
    // Someone at an unlocked screen must not take the factor away: a current code proves it is the
    // owner, each try counted by the sign-in throttle.
    const refused = await proveOwner(request, actor.account, body.code);
    if (refused) return refused;
    await removeFactor(actor.account, factor);
    return { removed: true };
  },
);
