// The second-factor writes as the browser calls them (app/api/security/): each body the input of
// the schema its handler parses, each answer the type its handler is annotated with (lib/schemas/two-factor.ts).
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import type { z } from "zod";
import type {
  codeInputSchema,
  EnrolledAnswer,
  FactorRemovedAnswer,
  passkeyRegistrationSchema,
  PolicyAnswer,
  policySchema,
  RecoveryCodesAnswer,
  removeFactorSchema,
  totpConfirmSchema,
  TotpStartedAnswer,
} from "@/lib/schemas/two-factor";
import type { ownerProofSchema } from "@/lib/schemas/owner-proof";
import { bffCall } from "@/lib/browser/typed-call";

/** Starting a new factor: `{}`, or `{ code }` (a current one) when the account has a factor already. */
type OwnerProof = z.input<typeof ownerProofSchema>;

export const securityWrites = {
  /** PUT /api/security/policy */
  policy: () => bffCall<z.input<typeof policySchema>, PolicyAnswer>("PUT", "/api/security/policy"),
  /** POST /api/security/remove */
  remove: () => bffCall<z.input<typeof removeFactorSchema>, FactorRemovedAnswer>("POST", "/api/security/remove"),
  /** POST /api/security/recovery-codes */
  recoveryCodes: () => bffCall<z.input<typeof codeInputSchema>, RecoveryCodesAnswer>("POST", "/api/security/recovery-codes"),
  /** POST /api/security/totp */
  totpStart: () => bffCall<OwnerProof, TotpStartedAnswer>("POST", "/api/security/totp"),
  /** POST /api/security/totp/confirm */
  totpConfirm: () => bffCall<z.input<typeof totpConfirmSchema>, EnrolledAnswer>("POST", "/api/security/totp/confirm"),
  /** POST /api/security/passkeys/options: the options to create a passkey with (features/security/two-factor/passkeys.ts registrationOptions). */
  passkeyOptions: () => bffCall<OwnerProof, PublicKeyCredentialCreationOptionsJSON>("POST", "/api/security/passkeys/options"),
  /** POST /api/security/passkeys */
  passkeyAdd: () => bffCall<z.input<typeof passkeyRegistrationSchema>, EnrolledAnswer>("POST", "/api/security/passkeys"),
};
