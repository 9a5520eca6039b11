import Link from "next/link";

const show = (value: number | null) => (value === null ? "—" : value.toLocaleString("en-US"));

/** The worklist's two counts on every dashboard, linking to /expiring. */
export function ExpiringCard({ counts }: { counts: { week: number; trials: number } | null }) {
  return (
    <section aria-label="Expiring soon" className="flex min-w-0 flex-col gap-1 rounded-lg bg-surface p-4 shadow-sm">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-600">
        <Link href="/expiring" className="text-primary underline-offset-2 hover:underline">
          Expiring soon
        </Link>
      </h3>
      <p className="text-sm">
        <span className="text-2xl font-bold" data-testid="expiring-week">{show(counts?.week ?? null)}</span> in 7 days
      </p>
      <p className="text-sm">
        <span className="text-2xl font-bold" data-testid="expiring-trials">{show(counts?.trials ?? null)}</span> trials today
      </p>
    </section>
  );
}
