"use client";
// A bar chart of the Insights screen. chart.js comes in its own chunk, fetched only when this
// screen draws a chart (no other page's first load carries it); until then the chart's box keeps
// its height. The figures are also in the table beside each chart, for screen readers and anyone
// who prefers numbers.
import dynamic from "next/dynamic";
import type { BarChartProps } from "./bar-chart-canvas";

const Canvas = dynamic(() => import("./bar-chart-canvas").then((m) => m.BarChartCanvas), {
  ssr: false,
  loading: () => <div className="h-full animate-pulse rounded bg-slate-100" />,
});

export function BarChart(props: BarChartProps) {
  return (
    <div className="relative h-64 w-full" aria-hidden="true">
      <Canvas {...props} />
    </div>
  );
}
