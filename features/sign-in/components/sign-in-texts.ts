// The sign-in page's texts, translated on the server and handed to its client pieces as props,
// so the page loads no catalogue runtime in the browser (docs/i18n.md). The steps after the
// password translate themselves: they load their catalogue parts with their code
// (features/sign-in/components/sign-in-catalogue.ts).
import "server-only";
import { getTranslations } from "next-intl/server";

const KEYS = [
  "signIn",
  "sessionEnded",
  "loginName",
  "password",
  "notARobot",
  "completeVerification",
  "signInButton",
  "signingIn",
  "setUpTwoFactor",
  "twoFactor",
] as const;

export type SignInTexts = Record<(typeof KEYS)[number], string>;

/** The sign-in form's texts (namespace auth) in the request's language. */
export async function getSignInTexts(): Promise<SignInTexts> {
  const t = await getTranslations("auth");
  return Object.fromEntries(KEYS.map((key) => [key, t(key)])) as SignInTexts;
}
