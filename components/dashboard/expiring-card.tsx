import { IntentLink } from "@/components/ui/intent-link";
import { getLocale, getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { formatCount } from "@/lib/format";

/** The worklist's two counts on every dashboard, linking to /expiring. */
export async function ExpiringCard({ counts }: { counts: { week: number; trials: number } | null }) {
  const [t, locale] = await Promise.all([getTranslations("dashboard"), getLocale()]);
  const show = (value: number | null) => (value === null ? "—" : formatCount(value, locale as Locale));
  return (
    <section aria-label={t("expiringSoon")} className="flex min-w-0 flex-col gap-1 rounded-lg bg-surface p-4 shadow-sm">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-600">
        <IntentLink href="/expiring" className="text-primary underline-offset-2 hover:underline">
          {t("expiringSoon")}
        </IntentLink>
      </h3>
      <p className="text-sm">
        <span className="text-2xl font-bold" data-testid="expiring-week">{show(counts?.week ?? null)}</span> {t("inSevenDays")}
      </p>
      <p className="text-sm">
        <span className="text-2xl font-bold" data-testid="expiring-trials">{show(counts?.trials ?? null)}</span> {t("trialsToday")}
      </p>
    </section>
  );
}
