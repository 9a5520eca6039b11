import type { Stats } from "@/lib/schemas/dashboard";
import { UsersHistoryChart } from "./users-history-chart";

export function UsersHistory({ stats }: { stats: Stats | null }) {
  return (
    <section aria-labelledby="history-heading" className="rounded-lg bg-surface p-4 shadow-sm">
      <h2 id="history-heading" className="sr-only">
        Total Users History
      </h2>
      <div className="h-72">
        {stats ? <UsersHistoryChart stats={stats} /> : <p className="p-4 text-sm text-slate-500">The history is not available right now.</p>}
      </div>
    </section>
  );
}
