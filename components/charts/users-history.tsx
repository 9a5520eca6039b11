"use client";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import type { Stats } from "@/lib/schemas/dashboard";

const UsersHistoryChart = dynamic(() => import("./users-history-chart"), {
  ssr: false,
  loading: ChartLoading,
});

function ChartLoading() {
  const t = useTranslations("dashboard");
  return <p className="p-4 text-sm text-slate-500">{t("history.loading")}</p>;
}

export function UsersHistory({ stats }: { stats: Stats | null }) {
  const t = useTranslations("dashboard");
  return (
    <section aria-labelledby="history-heading" className="rounded-lg bg-surface p-4 shadow-sm">
      <h2 id="history-heading" className="sr-only">
        {t("history.title")}
      </h2>
      <div className="h-72">
        {stats ? <UsersHistoryChart stats={stats} /> : <p className="p-4 text-sm text-slate-500">{t("history.unavailable")}</p>}
      </div>
    </section>
  );
}
