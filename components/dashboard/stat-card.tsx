import { IntentLink } from "@/components/ui/intent-link";
import { cn } from "@/lib/cn";

type Props = {
  label: string;
  value: string;
  tone?: "default" | "primary";
  /** The list the figure counts: the card's label links there, and the whole card is its target. */
  href?: string | null;
};

export function StatCard({ label, value, tone = "default", href }: Props) {
  const primary = tone === "primary";
  return (
    <section
      aria-label={label}
      className={cn(
        "relative flex min-w-0 flex-col gap-1 rounded-lg p-4 shadow-sm",
        primary ? "bg-primary text-on-primary" : "bg-surface",
        href && "hover:shadow-md",
      )}
    >
      <h3 className={cn("text-xs font-semibold uppercase tracking-wide", primary ? "text-on-primary" : "text-slate-600")}>
        {href ? (
          // The link's box is stretched over the card (after:inset-0), so the whole card is clickable, while its name stays the label.
          <IntentLink
            href={href}
            className={cn("underline-offset-2 after:absolute after:inset-0 after:rounded-lg hover:underline", primary ? "text-on-primary" : "text-primary")}
          >
            {label}
          </IntentLink>
        ) : (
          label
        )}
      </h3>
      {/* Never broken inside a word ("Unlimite / d"): small enough to fit a fifth of a 1280 px page and half a 390 px one. */}
      <p className="text-2xl font-bold break-normal whitespace-nowrap sm:text-3xl xl:text-2xl 2xl:text-3xl" data-testid="stat-value">
        {value}
      </p>
    </section>
  );
}
