// What the second-factor screens send, shared by the forms and the BFF handlers.
import { z } from "zod";
import { ROLES } from "@/lib/roles";
import { plainText } from "./text";

export const TWO_FACTOR_MESSAGES = {
  codeRequired: "Enter the code from your authenticator app or a recovery code",
  codeInvalid: "Enter a 6-digit code or a recovery code (xxxxx-xxxxx)",
  wrongCode: "That code is not right, or it was used already",
  labelTooLong: "The passkey's name is at most 40 characters",
  passkeyRefused: "The passkey could not be verified. Please try again.",
  noPasskey: "There is no passkey on this account",
  notPending: "Your sign-in has timed out. Please sign in again.",
  enrolmentExpired: "The setup has timed out. Please start again.",
  notEnrolled: "That factor is not set up on your account",
  lastRequired: "Your role must sign in with a second factor: set up another one before removing this one",
} as const;

/** A 6-digit TOTP code or a recovery code; spaces are dropped (apps show "123 456"). */
export const codeSchema = z
  .string(TWO_FACTOR_MESSAGES.codeRequired)
  .max(32, TWO_FACTOR_MESSAGES.codeInvalid)
  .transform((value) => value.replace(/\s/g, ""))
  .pipe(
    z
      .string()
      .min(1, TWO_FACTOR_MESSAGES.codeRequired)
      .regex(/^(\d{6}|[a-zA-Z0-9]{5}-?[a-zA-Z0-9]{5})$/, TWO_FACTOR_MESSAGES.codeInvalid),
  );

export const codeInputSchema = z.object({ code: codeSchema });
/** Only a TOTP code confirms a new authenticator app. */
export const totpConfirmSchema = z.object({
  code: z
    .string(TWO_FACTOR_MESSAGES.codeRequired)
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code your app shows"),
});

/**
 * A JSON object inside a WebAuthn answer. Checked as a record, typed as any object: the browser
 * library declares these parts as interfaces, which have no index signature to meet a record's type.
 */
const jsonRecord = z.record(z.string(), z.unknown());
const webAuthnPart = z.custom<object>((value) => jsonRecord.safeParse(value).success);

const credentialFields = z.object({
  id: z.string().min(1).max(1024),
  rawId: z.string().min(1).max(1024),
  type: z.literal("public-key"),
  response: webAuthnPart,
  clientExtensionResults: webAuthnPart.default({}),
  authenticatorAttachment: z.string().max(32).optional(),
});

/**
 * A WebAuthn answer as @simplewebauthn/browser gives it; its content is checked by @simplewebauthn/server.
 * Its other fields are passed through to that check; the browser's type is the fields' own (an
 * interface meets no passthrough index signature).
 */
const credentialJson = z.custom<z.input<typeof credentialFields>>().pipe(credentialFields.passthrough());

export const passkeyRegistrationSchema = z.object({
  label: plainText()
    .trim()
    .max(40, TWO_FACTOR_MESSAGES.labelTooLong)
    .default("Passkey")
    .transform((v) => v || "Passkey"),
  credential: credentialJson,
});
export const passkeySignInSchema = z.object({ credential: credentialJson });

export const removeFactorSchema = z.object({
  factor: z.discriminatedUnion("kind", [z.object({ kind: z.literal("totp") }), z.object({ kind: z.literal("passkey"), id: z.string().min(1).max(1024) })]),
  code: codeSchema,
});

export const policySchema = z.object(Object.fromEntries(ROLES.map((role) => [role, z.boolean()])) as Record<(typeof ROLES)[number], z.ZodBoolean>).strict();

// The answers of the second-factor handlers (app/api/security/**), built by the handlers themselves
// and annotated with these types there, so the browser's calls (features/security/browser/security-writes.ts) read
// exactly what is answered.

/** PUT /api/security/policy: the policy as saved. */
export const policyAnswerSchema = z.object({ required: policySchema });
export type PolicyAnswer = z.infer<typeof policyAnswerSchema>;

/** POST /api/security/remove */
export const factorRemovedAnswerSchema = z.object({ removed: z.literal(true) });
export type FactorRemovedAnswer = z.infer<typeof factorRemovedAnswerSchema>;

/** POST /api/security/recovery-codes: the ten new codes, shown once. */
export const recoveryCodesAnswerSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesAnswer = z.infer<typeof recoveryCodesAnswerSchema>;

/** POST /api/security/totp: the new secret as text, as an otpauth: URI and as a QR code (a data: URL). */
export const totpStartedAnswerSchema = z.object({ secret: z.string(), uri: z.string(), qrCode: z.string() });
export type TotpStartedAnswer = z.infer<typeof totpStartedAnswerSchema>;

/**
 * A factor was set up (POST /api/security/totp/confirm, /api/security/passkeys): the account's
 * first gets ten recovery codes, null otherwise. During a sign-in the session's answer comes with them.
 */
export const enrolledAnswerSchema = z.object({ recoveryCodes: z.array(z.string()).nullable() });
export type EnrolledAnswer = z.infer<typeof enrolledAnswerSchema>;

/** POST /api/accounts/:kind/:name/two-factor-reset */
export const twoFactorResetAnswerSchema = z.object({ reset: z.literal(true) });
export type TwoFactorResetAnswer = z.infer<typeof twoFactorResetAnswerSchema>;
