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
export type LoginInput = z.infer<typeof loginSchema>;

/** POST /authenticate answers this; the role is normalised by lib/roles.ts (spec §6). */
export const authResponseSchema = z.object({
  token: z.string().min(1),
  role: z.string(),
  name: z.string(),
});
