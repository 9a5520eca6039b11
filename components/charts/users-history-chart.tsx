"use client";
// Loaded on demand by users-history.tsx, so chart.js is only in the dashboard's lazy chunk.
import {
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Title,
  Tooltip,
} from "chart.js";
import { useLocale, useTranslations } from "next-intl";
import { Line } from "react-chartjs-2";
import { directionOf, type Locale } from "@/i18n/locales";
import { formatCount } from "@/lib/format";
import type { Stats } from "@/lib/schemas/dashboard";

ChartJS.register(LineController, LineElement, PointElement, CategoryScale, LinearScale, Legend, Title, Tooltip);

export default function UsersHistoryChart({ stats }: { stats: Stats }) {
  const t = useTranslations("dashboard");
  const locale = useLocale() as Locale;
  // Right to left, time runs from the right: the x axis is reversed, the y axis and the legend move over.
  const rtl = directionOf(locale) === "rtl";
  const count = (value: number) => formatCount(value, locale);
  return (
    <Line
      aria-label={t("history.summary", { active: count(stats.clients.at(-1) ?? 0), trials: count(stats.trials.at(-1) ?? 0) })}
      role="img"
      options={{
        // Thirty daily points: no animation, and too few points for decimation to matter.
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        locale: locale === "ar" ? "ar-u-nu-latn" : locale,
        plugins: {
          title: { display: true, text: t("history.title") },
          legend: { position: "bottom", rtl, textDirection: rtl ? "rtl" : "ltr" },
          tooltip: { rtl, textDirection: rtl ? "rtl" : "ltr" },
        },
        scales: { x: { reverse: rtl }, y: { beginAtZero: true, position: rtl ? "right" : "left", ticks: { precision: 0 } } },
      }}
      data={{
        labels: stats.on_date,
        datasets: [
          { label: t("history.activeUsers"), data: stats.clients, borderColor: "#1565c0", backgroundColor: "#1565c0", pointRadius: 2 },
          { label: t("history.trials"), data: stats.trials, borderColor: "#ed6c02", backgroundColor: "#ed6c02", pointRadius: 2 },
        ],
      }}
    />
  );
}
