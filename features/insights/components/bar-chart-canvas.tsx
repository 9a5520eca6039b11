"use client";
// The chart itself: only the chart.js parts a bar chart uses are registered. Colours come from
// the page (its text colour, so dark mode turns them over); right to left, the bars run from the
// right and the legend and tooltips read right to left.
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from "chart.js";
import { useEffect, useRef, useState } from "react";
import { Bar } from "react-chartjs-2";

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export type BarSeries = { label: string; values: number[]; color: string };
export type BarChartProps = { labels: string[]; series: BarSeries[]; stacked?: boolean; rtl: boolean };

export function BarChartCanvas({ labels, series, stacked = false, rtl }: BarChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [ink, setInk] = useState("#475569");
  useEffect(() => {
    if (box.current) setInk(getComputedStyle(box.current).color);
  }, []);
  return (
    <div ref={box} className="h-full text-slate-600">
      <Bar
        data={{ labels, datasets: series.map((s) => ({ label: s.label, data: s.values, backgroundColor: s.color })) }}
        options={{
          responsive: true,
          maintainAspectRatio: false,
          animation: false,
          plugins: { legend: { rtl, labels: { color: ink, boxWidth: 12 } }, tooltip: { rtl } },
          scales: {
            x: { stacked, reverse: rtl, ticks: { color: ink }, grid: { display: false } },
            y: {
              stacked,
              beginAtZero: true,
              position: rtl ? "right" : "left",
              ticks: { color: ink, precision: 0 },
              grid: { color: "rgba(128, 128, 128, 0.25)" },
            },
          },
        }}
      />
    </div>
  );
}
