import { z } from "zod";
import { oneLine } from "./text";

/** What the sign-in form sends to the BFF. */
export const loginSchema = z.object({
  // Printable, as every forwarded text: a NUL byte or a lone surrogate is no login anywhere.
  login: oneLine().trim().min(1, "Enter your login name").max(100, "Login name is too long"),
  password: z.string().min(1, "Enter your password").max(200, "Password is too long"),
  /** The ALTCHA payload or the reCAPTCHA token. */
  captcha: z.string().min(1, "Complete the human verification").max(10_000),
});

/** POST /authenticate answers this; the role is normalised by lib/roles.ts (spec §6). */
export const authResponseSchema = z.object({
  token: z.string().min(1),
  role: z.string(),
  name: z.string(),
});

/** The BFF's answer when a session starts: after the password, or after the second factor (features/security/two-factor/finish.ts). */
export const signedInAnswerSchema = z.object({ role: z.string(), name: z.string(), expiresAt: z.number() });
export type SignedInAnswer = z.infer<typeof signedInAnswerSchema>;

/** Which ways the sign-in form offers to give the second factor (a recovery code goes where a TOTP code does). */
export const signInMethodsSchema = z.object({ totp: z.boolean(), passkey: z.boolean() });
export type SignInMethods = z.infer<typeof signInMethodsSchema>;

/** The password was right and a second factor is owed first: which step, and how it may be given. */
export const secondFactorOwedSchema = z.object({ secondFactor: z.enum(["verify", "enrol"]), methods: signInMethodsSchema });
export type SecondFactorOwed = z.infer<typeof secondFactorOwedSchema>;

/** POST /api/auth/login answers: signed in, or a second factor owed. */
export const loginAnswerSchema = z.union([signedInAnswerSchema, secondFactorOwedSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
