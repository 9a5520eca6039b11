import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";
import { LoginForm } from "@/components/auth/login-form";
import { LanguageMenu } from "@/components/shell/language-menu";
import { getCaptchaConfig } from "@/lib/captcha/config";
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
  return (
    <main className="relative flex min-h-dvh items-center justify-center p-4">
      <LanguageMenu className="absolute end-4 top-4 text-slate-700" />
      <LoginForm captcha={getCaptchaConfig()} />
    </main>
  );
}
