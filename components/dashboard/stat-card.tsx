export function StatCard({ label, value, tone = "default" }: { label: string; value: string; tone?: "default" | "primary" }) {
  return (
    <section
      aria-label={label}
      className={`flex flex-col gap-1 rounded-lg p-4 shadow-sm ${tone === "primary" ? "bg-primary text-on-primary" : "bg-surface"}`}
    >
      <h3 className={`text-xs font-semibold uppercase tracking-wide ${tone === "primary" ? "text-on-primary" : "text-slate-600"}`}>{label}</h3>
      <p className="text-3xl font-bold" data-testid="stat-value">
        {value}
      </p>
    </section>
  );
}
