import { useTranslations } from "next-intl";
import type { Stats } from "@/lib/schemas/dashboard";
import { UsersHistoryChart } from "./users-history-chart";

export function UsersHistory({ stats }: { stats: Stats | null }) {
  const t = useTranslations("dashboard");
  return (
    <section aria-labelledby="history-heading" className="rounded-lg bg-surface p-4 shadow-sm">
      <h2 id="history-heading" className="sr-only">
        {t("history.title")}
      </h2>
      <div className="h-72">{stats ? <UsersHistoryChart stats={stats} /> : <p className="p-4 text-sm text-slate-500">{t("history.unavailable")}</p>}</div>
    </section>
  );
}
