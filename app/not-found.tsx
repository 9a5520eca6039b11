import type { Metadata } from "next";
import { linkButtonClasses } from "@/components/ui/link-button";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("shell");
  return { title: t("notFoundTitle") };
}

export default async function NotFound() {
  // Rendered per request so its scripts carry the CSP nonce.
  await connection();
  const t = await getTranslations("shell");
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold">{t("notFoundHeading")}</h1>
      {/* A plain link, not next/link: the root not-found page's client code is loaded with every
          page, the sign-in page included, and a full load of the dashboard from here is fine. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- on purpose, see above */}
      <a href="/" className={linkButtonClasses({ uppercase: false })}>
        {t("goToDashboard")}
      </a>
    </main>
  );
}
