import type { Metadata } from "next";
import { Suspense } from "react";
import { Information } from "@/features/dashboard/components/information";
import { loadDashboard } from "@/features/dashboard/server/load-dashboard";
import { ResellerSummary } from "@/features/dashboard/components/reseller-summary";
import { ExpiringCard, ExpiringCounts, ExpiringCountsWhenRead, type ExpiringCardTexts } from "@/features/dashboard/screens/expiring-card";
import { StatCard } from "@/features/dashboard/components/stat-card";
import { UsersHistory } from "@/components/charts/users-history";
import { Alert } from "@/components/ui/alert";
import { getLocale, getTranslations } from "next-intl/server";
import { getScreenTexts } from "@/i18n/screen-texts";
import type { Locale } from "@/i18n/locales";
import { formatCount } from "@/lib/format";
import type { Translate } from "@/i18n/translator";
import { translateError } from "@/i18n/validation-messages";
import { getSession, requireRoute } from "@/lib/session";

/** The dashboard shares its segment with the panel's layout, whose title template does not reach it. */
export async function generateMetadata(): Promise<Metadata> {
  const [session, texts] = await Promise.all([getSession(), getScreenTexts()]);
  const title = texts.title("dashboard");
  return { title: session ? { absolute: texts.documentTitle(title, session.role) } : title };
}

/** "Active Users" → "ActiveUsers": a card label's key in namespace "dashboard" (figures.ActiveUsers). */
const figureKey = (label: string) => `figures.${label.replace(/\s+/g, "")}`;

export default async function DashboardPage() {
  const session = await requireRoute("/");
  const [data, t, texts, locale, validation] = await Promise.all([
    loadDashboard(session),
    getTranslations("dashboard"),
    getScreenTexts(),
    getLocale(),
    getTranslations("validation"),
  ]);
  const show = (value: number | null) => (value === null ? "—" : formatCount(value, locale as Locale));
  const creditsLabel = session.role === "admin" ? t("credits") : t("creditsRemaining");
  const creditsValue = session.role === "admin" ? t("unlimited") : show(data.credits);
  const translate = (message: string) => translateError(message, validation as unknown as Translate, locale);
  const expiringTexts: ExpiringCardTexts = { title: t("expiringSoon"), inSevenDays: t("inSevenDays"), trialsToday: t("trialsToday"), loading: t("loading") };
  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-2xl font-semibold">{texts.title("dashboard")}</h2>
      {/* Our own refusals translated; the upstream's own words shown as they came. */}
      {data.error && <Alert tone="error">{translate(data.error)}</Alert>}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5">
        <StatCard label={creditsLabel} value={creditsValue} tone="primary" href={data.creditsHref} />
        {data.figures.map((figure) => (
          <StatCard
            key={figure.label}
            label={t(figureKey(figure.label))}
            value={show(figure.value)}
            href={figure.href}
            missing={
              figure.value === null && figure.missing
                ? {
                    id: `why-${figureKey(figure.label).slice("figures.".length)}`,
                    name: t("noFigure"),
                    reason: figure.missing === "unoffered" ? t("unofferedCount", { what: t(figureKey(figure.label)) }) : t("failedCount"),
                  }
                : null
            }
          />
        ))}
        {/* Streamed in after the figures: on a spec backend it reads the whole client list (features/dashboard/server/load-dashboard.ts). */}
        <ExpiringCard texts={expiringTexts}>
          <Suspense fallback={<ExpiringCounts texts={expiringTexts} />}>
            <ExpiringCountsWhenRead texts={expiringTexts} part={data.expiring} show={show} translate={translate} alertShown={data.error} />
          </Suspense>
        </ExpiringCard>
      </div>
      <UsersHistory stats={data.stats} />
      {data.resellers && <ResellerSummary rows={data.resellers} />}
      <Information message={data.message} />
    </div>
  );
}
