import { IntentLink } from "@/components/ui/intent-link";
import { cn } from "@/lib/cn";

type Props = {
  label: string;
  value: string;
  tone?: "default" | "primary";
  /** The list the figure counts: the card's label links there, and the whole card is its target. */
  href?: string | null;
  /** Why there is no figure ("—"): said on hover and on focus, and to screen readers. */
  missing?: { id: string; name: string; reason: string } | null;
};

export function StatCard({ label, value, tone = "default", href, missing }: Props) {
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
        {missing ? <MissingFigure value={value} {...missing} /> : value}
      </p>
    </section>
  );
}

/** The "—" of a figure the backend cannot give, above the card's link so that hovering or focusing it tells why. */
function MissingFigure({ id, value, name, reason }: { id: string; value: string; name: string; reason: string }) {
  return (
    <span className="group relative z-10 inline-block">
      <span
        tabIndex={0}
        role="img"
        aria-label={`${value} ${name}`}
        aria-describedby={id}
        className="cursor-help rounded underline decoration-dotted decoration-2 underline-offset-4 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {value}
      </span>
      <span
        id={id}
        role="tooltip"
        className="invisible absolute start-0 top-full z-20 mt-1 w-60 rounded bg-slate-800 p-2 text-xs font-normal whitespace-normal text-white shadow-lg group-focus-within:visible group-hover:visible"
      >
        {reason}
      </span>
    </span>
  );
}
