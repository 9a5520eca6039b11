// The sign-in calls as the browser makes them (app/api/auth/): each body the input of the schema
// its handler parses, each answer the type its handler builds (lib/schemas/auth.ts).
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import type { z } from "zod";
import type { LoginAnswer, loginSchema, SignedInAnswer } from "@/lib/schemas/auth";
import type { codeInputSchema, passkeySignInSchema } from "@/lib/schemas/two-factor";
import { bffCall } from "@/lib/browser/typed-call";

/** A call whose handler reads no body: the browser sends `{}`. */
type NoBody = Record<string, never>;

export const authCalls = {
  /** POST /api/auth/login: apiFetch never leaves the sign-in page on its 401 (a wrong password). */
  login: () => bffCall<z.input<typeof loginSchema>, LoginAnswer>("POST", "/api/auth/login"),
  /** POST /api/auth/second-factor: a TOTP or recovery code. */
  secondFactor: () => bffCall<z.input<typeof codeInputSchema>, SignedInAnswer>("POST", "/api/auth/second-factor"),
  /** POST /api/auth/second-factor/passkey-options: the challenge (features/security/two-factor/passkeys.ts authenticationOptions). */
  passkeyOptions: () => bffCall<NoBody, PublicKeyCredentialRequestOptionsJSON>("POST", "/api/auth/second-factor/passkey-options"),
  /** POST /api/auth/second-factor/passkey */
  passkey: () => bffCall<z.input<typeof passkeySignInSchema>, SignedInAnswer>("POST", "/api/auth/second-factor/passkey"),
};
