import type { Metadata, Viewport } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { directionOf, type Locale } from "@/i18n/locales";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("common");
  return {
    title: { default: t("appName"), template: `%s · ${t("appName")}` },
    description: t("appDescription"),
    robots: { index: false, follow: false },
  };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

// lang and dir come with the first HTML (i18n/request.ts chose the language), so an Arabic page
// is laid out right to left from its first paint, with no flash. No NextIntlClientProvider here:
// the panel's layout has it; the sign-in page is translated on the server and loads no
// next-intl runtime (docs/i18n.md).
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const locale = (await getLocale()) as Locale;
  return (
    <html lang={locale} dir={directionOf(locale)}>
      <body>{children}</body>
    </html>
  );
}
