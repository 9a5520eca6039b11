import { useId } from "react";
import { cn } from "@/lib/cn";

type Variant = "primary" | "secondary" | "danger" | "text";

const VARIANTS: Record<Variant, string> = {
  primary: "bg-primary text-on-primary hover:bg-primary-dark",
  secondary: "border border-primary text-primary hover:bg-primary/5",
  danger: "bg-danger text-white hover:bg-red-800",
  text: "text-primary hover:bg-primary/5",
};

type Props = React.ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant };

export function Button({ variant = "primary", className, type = "button", ...props }: Props) {
  return (
    <button
      type={type}
      className={cn(
        // The focus ring is a dark (in dark mode light) outline apart from the button: a ring in the
        // button's own colour is faint beside a filled button on a white card.
        "inline-flex items-center justify-center gap-2 rounded px-4 py-2 text-sm font-semibold uppercase tracking-wide transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-slate-900 disabled:cursor-not-allowed disabled:opacity-50",
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}

type SubmitProps = {
  disabled: boolean;
  children: React.ReactNode;
  /** Why the button is disabled (what is still missing or wrong), shown beside it while it is. */
  reasons?: readonly string[];
};

/**
 * A form's submit button, right-aligned, full width on phones. A disabled button always says why:
 * the form's open reasons are listed beside it, also for fields the user has not visited yet.
 */
export function SubmitButton({ disabled, children, reasons = [] }: SubmitProps) {
  const id = useId();
  const why = disabled ? [...new Set(reasons)] : [];
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
      {why.length > 0 && (
        <p id={id} className="text-sm text-slate-600 sm:text-right">
          <span className="font-semibold">Still needed: </span>
          {why.join(" · ")}
        </p>
      )}
      <Button type="submit" disabled={disabled} aria-describedby={why.length > 0 ? id : undefined} className="w-full shrink-0 sm:w-auto">
        {children}
      </Button>
    </div>
  );
}
