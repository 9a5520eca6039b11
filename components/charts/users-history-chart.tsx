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
import { Line } from "react-chartjs-2";
import type { Stats } from "@/lib/schemas/dashboard";

ChartJS.register(LineController, LineElement, PointElement, CategoryScale, LinearScale, Legend, Title, Tooltip);

export default function UsersHistoryChart({ stats }: { stats: Stats }) {
  return (
    <Line
      aria-label={`Total Users History: ${stats.clients.at(-1) ?? 0} active users and ${stats.trials.at(-1) ?? 0} trials today`}
      role="img"
      options={{
        // Thirty daily points: no animation, and too few points for decimation to matter.
        animation: false,
        responsive: true,
        maintainAspectRatio: false,
        plugins: { title: { display: true, text: "Total Users History" }, legend: { position: "bottom" } },
        scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
      }}
      data={{
        labels: stats.on_date,
        datasets: [
          { label: "Active Users", data: stats.clients, borderColor: "#1565c0", backgroundColor: "#1565c0", pointRadius: 2 },
          { label: "Trials", data: stats.trials, borderColor: "#ed6c02", backgroundColor: "#ed6c02", pointRadius: 2 },
        ],
      }}
    />
  );
}
