import { IntentLink } from "@/components/ui/intent-link";
import { cn } from "@/lib/cn";

type Look = {
  /** Capitals, as the buttons have (default); false for a link that says a sentence ("Back to the list"). */
  uppercase?: boolean;
  /** Placement only: joined to the look. */
  className?: string;
};

type Props = React.ComponentProps<typeof IntentLink> & Look;

/** The look of the primary button on a link. */
export function linkButtonClasses({ uppercase = true, className }: Look = {}): string {
  return cn(
    "inline-flex items-center justify-center rounded bg-primary px-4 py-2 text-sm font-semibold text-on-primary hover:bg-primary-dark",
    uppercase && "uppercase tracking-wide",
    className,
  );
}

/** A link that looks like the primary button: Add, Back to the list. */
export function LinkButton({ uppercase, className, ...link }: Props) {
  return <IntentLink className={linkButtonClasses({ uppercase, className })} {...link} />;
}
