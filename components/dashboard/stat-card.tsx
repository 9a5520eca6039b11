import { cn } from "@/lib/cn";

export function StatCard({ label, value, tone = "default" }: { label: string; value: string; tone?: "default" | "primary" }) {
  const primary = tone === "primary";
  return (
    <section aria-label={label} className={cn("flex min-w-0 flex-col gap-1 rounded-lg p-4 shadow-sm", primary ? "bg-primary text-on-primary" : "bg-surface")}>
      <h3 className={cn("text-xs font-semibold uppercase tracking-wide", primary ? "text-on-primary" : "text-slate-600")}>{label}</h3>
      {/* Smaller on phones, so 'Unlimited' and six-digit counts fit half a 390 px screen. */}
      <p className="break-words text-2xl font-bold sm:text-3xl" data-testid="stat-value">
        {value}
      </p>
    </section>
  );
}
