"use client";
// A bar chart of the Insights screen. chart.js comes in its own chunk, fetched once the screen is
// in the browser: no other page's first load carries it, and the server renders the chart's box
// rather than a bailout to the browser; until then the box keeps its height. The box clips the
// canvas, which keeps its width for a moment after the window narrows, so the page never scrolls
// sideways. The figures are also in the table beside each chart, for screen readers and anyone
// who prefers numbers.
import { useEffect, useState, type ComponentType } from "react";
import type { BarChartProps } from "./bar-chart-canvas";

export function BarChart(props: BarChartProps) {
  const [Canvas, setCanvas] = useState<ComponentType<BarChartProps> | null>(null);
  useEffect(() => {
    let live = true;
    void import("./bar-chart-canvas").then((chart) => {
      if (live) setCanvas(() => chart.BarChartCanvas);
    });
    return () => {
      live = false;
    };
  }, []);
  return (
    <div className="relative h-64 w-full overflow-hidden" aria-hidden="true">
      {Canvas ? <Canvas {...props} /> : <div className="h-full animate-pulse rounded bg-slate-100" />}
    </div>
  );
}
