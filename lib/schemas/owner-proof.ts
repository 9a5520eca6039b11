// What changing one's own second factor sends besides the change itself: a current code, which
// the handler checks when the account has a second factor (features/security/two-factor/owner-proof.ts).
import { z } from "zod";
import { codeSchema } from "./two-factor";

export const CURRENT_CODE_REQUIRED = "Enter a current code from your authenticator app or a recovery code to change your second factor";

/**
 * Starting a new authenticator app or passkey: the current code, needed when the account has a
 * second factor already; an account setting up its first has none to give.
 */
export const ownerProofSchema = z.object({ code: codeSchema.optional() });
