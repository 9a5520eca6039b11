import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { LoginForm } from "@/components/auth/login-form";
import { getCaptchaConfig } from "@/lib/captcha/config";
import { HOME_ROUTE } from "@/lib/roles";
import { getSession } from "@/lib/session";

export const metadata: Metadata = { title: "Sign in" };

export default async function LoginPage() {
  // Rendered per request: the CSP nonce and the captcha settings are read at run time.
  await connection();
  if (await getSession()) redirect(HOME_ROUTE);
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <LoginForm captcha={getCaptchaConfig()} />
    </main>
  );
}
