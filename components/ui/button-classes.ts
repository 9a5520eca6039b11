// The button's look, shared by Button and PlacedButton, so both stay the same button.
export type ButtonVariant = "primary" | "secondary" | "danger" | "text";

/**
 * The padding: "normal" for a button alone, "narrow" for buttons side by side (PDF and CSV),
 * "compact" and "tight" (a text button) inside a list's selection bar.
 */
const PADDINGS = { normal: "px-4 py-2", narrow: "px-3 py-2", compact: "px-3 py-1", tight: "px-2 py-1" } as const;
export type ButtonPadding = keyof typeof PADDINGS;

// The focus ring is a dark (in dark mode light) outline apart from the button: a ring in the
// button's own colour is faint beside a filled button on a white card.
const BASE =
  "inline-flex items-center justify-center gap-2 rounded text-sm font-semibold uppercase tracking-wide transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-slate-900 disabled:cursor-not-allowed disabled:opacity-50";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-primary text-on-primary hover:bg-primary-dark",
  secondary: "border border-primary text-primary hover:bg-primary/5",
  danger: "bg-danger text-white hover:bg-red-800",
  text: "text-primary hover:bg-primary/5",
};

export function buttonClasses(variant: ButtonVariant, padding: ButtonPadding = "normal"): string {
  return `${BASE} ${PADDINGS[padding]} ${VARIANTS[variant]}`;
}
