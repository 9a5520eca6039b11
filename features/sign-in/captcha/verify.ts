import "server-only";
import { verifyCaptcha } from "./altcha";
import { getCaptchaConfig } from "./config";

export type LoginCaptchaResult = { ok: true; upstreamValue: string } | { ok: false };

const MAX_TOKEN_CHARS = 4_096;

/**
 * Checks the login form's captcha value. `upstreamValue` is what the upstream receives as
 * `g_recaptcha_response`: the reCAPTCHA token (the upstream verifies it with its secret), or ""
 * under ALTCHA, which this app has already verified itself.
 */
export async function verifyLoginCaptcha(value: string | undefined): Promise<LoginCaptchaResult> {
  if (!value || value.length > MAX_TOKEN_CHARS) return { ok: false };
  if (getCaptchaConfig().kind === "recaptcha") {
    return value.trim() ? { ok: true, upstreamValue: value } : { ok: false };
  }
  return (await verifyCaptcha(value)) ? { ok: true, upstreamValue: "" } : { ok: false };
}
