// The Total Users History chart (dashboards spec: two lines, Active Users and Trials, over dates)
// drawn as SVG on the server: no chart library and no script in the browser, so the dashboard's
// first load carries nothing for it (chart.js with react-chartjs-2 was 52 KB gzip, loaded at once
// because the chart is on screen at first paint; docs/performance.md). Each day's values show on
// hover and on keyboard focus: every day is a focusable column whose label and tooltip name them,
// shown by CSS alone (no script).
// Right to left, time runs from the right: the plot is mirrored and the counts move to the right.
// The legend is HTML under the plot: it wraps, so no language's labels run into each other.
import { useLocale, useTranslations } from "next-intl";
import { directionOf, type Locale } from "@/i18n/locales";
import { formatCount, isolateLtr } from "@/lib/format";
import type { Stats } from "@/lib/schemas/dashboard";
import { placeChart, type Box } from "./line-chart-geometry";

const BOX: Box = { width: 720, height: 264, left: 48, right: 16, top: 36, bottom: 36 };
const LINES = [
  { label: "history.activeUsers", key: "clients", stroke: "stroke-primary", fill: "fill-primary" },
  { label: "history.trials", key: "trials", stroke: "stroke-orange-600", fill: "fill-orange-600" },
] as const;

export function UsersHistoryChart({ stats }: { stats: Stats }) {
  const t = useTranslations("dashboard");
  const locale = useLocale() as Locale;
  const rtl = directionOf(locale) === "rtl";
  const side = (x: number) => (rtl ? BOX.width - x : x);
  const count = (value: number) => formatCount(value, locale);
  const placed = placeChart(
    stats.on_date,
    LINES.map((line) => ({ label: t(line.label), values: stats[line.key] })),
    BOX,
  );
  const plotBottom = BOX.height - BOX.bottom;
  // The SVG lays itself out left to right; `side` mirrors it for Arabic, and the texts in it
  // still read right to left by their own characters. The legend (HTML) is already in the plot's
  // summary, so it is hidden from screen readers.
  return (
    <div className="flex h-full flex-col">
      <svg
        role="group"
        aria-label={t("history.summary", { active: count(stats.clients.at(-1) ?? 0), trials: count(stats.trials.at(-1) ?? 0) })}
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        direction="ltr"
        className="min-h-0 w-full flex-1 text-slate-600"
        fontSize={12}
      >
        <text x={BOX.width / 2} y={18} textAnchor="middle" fontWeight={600} fontSize={14} className="fill-current">
          {t("history.title")}
        </text>
        {placed.ticks.map((tick) => (
          <g key={tick.value}>
            <line x1={side(BOX.left)} x2={side(BOX.width - BOX.right)} y1={tick.y} y2={tick.y} className="stroke-slate-200" />
            <text x={side(BOX.left - 6)} y={tick.y + 4} textAnchor={rtl ? "start" : "end"} className="fill-current">
              {count(tick.value)}
            </text>
          </g>
        ))}
        {placed.dateLabels.map((label) => (
          <text key={label.x} x={side(label.x)} y={plotBottom + 18} textAnchor="middle" className="fill-current">
            {label.text}
          </text>
        ))}
        {placed.series.map((series, i) => (
          <g key={series.label} className={LINES[i].stroke}>
            <path d={series.points.map((p, n) => `${n === 0 ? "M" : "L"}${side(p.x)} ${p.y}`).join(" ")} fill="none" strokeWidth={2} strokeLinejoin="round" />
            {series.points.map((point) => (
              <circle key={point.x} cx={side(point.x)} cy={point.y} r={2.5} className={LINES[i].fill}>
                <title>{`${isolateLtr(point.date, locale)}: ${series.label} ${count(point.value)}`}</title>
              </circle>
            ))}
          </g>
        ))}
        {stats.on_date.map((date, i) => {
          const x = side(placed.series[0]?.points[i]?.x ?? BOX.left);
          const values = placed.series.map((series) => `${series.label} ${count(series.points[i]?.value ?? 0)}`);
          const label = `${isolateLtr(date, locale)}: ${values.join(", ")}`;
          const tipX = Math.min(Math.max(x, BOX.left + 90), BOX.width - BOX.right - 90);
          return (
            <g key={date} tabIndex={0} role="img" aria-label={label} className="group outline-none" data-testid="history-day">
              <rect x={x - 8} y={BOX.top} width={16} height={plotBottom - BOX.top} className="fill-transparent" />
              <g className="pointer-events-none opacity-0 group-hover:opacity-100 group-focus:opacity-100">
                <line x1={x} x2={x} y1={BOX.top} y2={plotBottom} strokeWidth={2} className="stroke-slate-500" />
                <rect x={tipX - 90} y={BOX.top - 2} width={180} height={22} rx={4} className="fill-slate-800" />
                <text x={tipX} y={BOX.top + 13} textAnchor="middle" className="fill-white">
                  {label}
                </text>
              </g>
            </g>
          );
        })}
      </svg>
      <ul aria-hidden="true" className="flex flex-wrap justify-center gap-x-6 gap-y-1 text-xs text-slate-600">
        {LINES.map((line) => (
          <li key={line.label} className="flex items-center gap-2">
            <svg width={24} height={10} aria-hidden="true">
              <rect width={24} height={10} className={line.fill} />
            </svg>
            {t(line.label)}
          </li>
        ))}
      </ul>
    </div>
  );
}
