import "server-only";
import { settings } from "@/lib/settings";

export type CaptchaConfig = { kind: "altcha" } | { kind: "recaptcha"; siteKey: string };

// ALTCHA is the default; reCAPTCHA v2 only when the business hands us a site key.
// The site key is public (it is rendered into the page), so the config may go to client components.
export function getCaptchaConfig(): CaptchaConfig {
  const siteKey = settings().recaptchaSiteKey;
  return siteKey ? { kind: "recaptcha", siteKey } : { kind: "altcha" };
}
