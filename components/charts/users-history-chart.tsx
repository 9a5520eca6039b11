// The Total Users History chart (dashboards spec: two lines, Active Users and Trials, over dates)
// drawn as SVG on the server: no chart library and no script in the browser, so the dashboard's
// first load carries nothing for it (chart.js with react-chartjs-2 was 52 KB gzip, loaded at once
// because the chart is on screen at first paint). Each point's value shows on hover (<title>).
import type { Stats } from "@/lib/schemas/dashboard";
import { placeChart, type Box } from "./line-chart-geometry";

const BOX: Box = { width: 720, height: 288, left: 48, right: 16, top: 36, bottom: 60 };
const TITLE = "Total Users History";
const LINES = [
  { label: "Active Users", key: "clients", stroke: "stroke-primary", fill: "fill-primary" },
  { label: "Trials", key: "trials", stroke: "stroke-orange-600", fill: "fill-orange-600" },
] as const;

export function UsersHistoryChart({ stats }: { stats: Stats }) {
  const placed = placeChart(
    stats.on_date,
    LINES.map((line) => ({ label: line.label, values: stats[line.key] })),
    BOX,
  );
  const plotBottom = BOX.height - BOX.bottom;
  const legendY = BOX.height - 12;
  return (
    <svg
      role="img"
      aria-label={`${TITLE}: ${stats.clients.at(-1) ?? 0} active users and ${stats.trials.at(-1) ?? 0} trials today`}
      viewBox={`0 0 ${BOX.width} ${BOX.height}`}
      className="h-full w-full text-slate-600"
      fontSize={12}
    >
      <text x={BOX.width / 2} y={18} textAnchor="middle" fontWeight={600} fontSize={14} className="fill-current">
        {TITLE}
      </text>
      {placed.ticks.map((tick) => (
        <g key={tick.value}>
          <line x1={BOX.left} x2={BOX.width - BOX.right} y1={tick.y} y2={tick.y} className="stroke-slate-200" />
          <text x={BOX.left - 6} y={tick.y + 4} textAnchor="end" className="fill-current">
            {tick.value.toLocaleString("en-US")}
          </text>
        </g>
      ))}
      {placed.dateLabels.map((label) => (
        <text key={label.x} x={label.x} y={plotBottom + 18} textAnchor="middle" className="fill-current">
          {label.text}
        </text>
      ))}
      {placed.series.map((series, i) => (
        <g key={series.label} className={LINES[i].stroke}>
          <path d={series.path} fill="none" strokeWidth={2} strokeLinejoin="round" />
          {series.points.map((point) => (
            <circle key={point.x} cx={point.x} cy={point.y} r={2.5} className={LINES[i].fill}>
              <title>{`${point.date}: ${series.label} ${point.value.toLocaleString("en-US")}`}</title>
            </circle>
          ))}
        </g>
      ))}
      {LINES.map((line, i) => {
        const x = BOX.width / 2 - 110 + i * 130;
        return (
          <g key={line.label}>
            <rect x={x} y={legendY - 9} width={24} height={10} className={line.fill} />
            <text x={x + 30} y={legendY} className="fill-current">
              {line.label}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
