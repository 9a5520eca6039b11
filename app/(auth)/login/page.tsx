import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import { LoginForm } from "@/features/sign-in/components/login-form";
import { getSignInTexts } from "@/features/sign-in/components/sign-in-texts";
import { LanguageMenu } from "@/components/shell/language-menu";
import { getCaptchaConfig } from "@/features/sign-in/captcha/config";
import type { Locale } from "@/i18n/locales";
import { HOME_ROUTE } from "@/lib/roles";
import { getSession } from "@/lib/session";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth");
  return { title: t("signIn") };
}

export default async function LoginPage() {
  // Rendered per request: the CSP nonce and the captcha settings are read at run time.
  await connection();
  if (await getSession()) redirect(HOME_ROUTE);
  // Translated here, not in the browser: the page's client pieces get their texts as props.
  const [texts, t, locale] = await Promise.all([getSignInTexts(), getTranslations("common"), getLocale()]);
  return (
    <main className="relative flex min-h-dvh items-center justify-center p-4">
      <LanguageMenu label={t("language")} locale={locale} className="absolute end-4 top-4 text-slate-700" />
      <LoginForm captcha={getCaptchaConfig()} texts={texts} locale={locale as Locale} />
    </main>
  );
}
