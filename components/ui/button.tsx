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
        "inline-flex items-center justify-center gap-2 rounded px-4 py-2 text-sm font-semibold uppercase tracking-wide transition-colors disabled:cursor-not-allowed disabled:opacity-50",
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}

/** A form's submit button, right-aligned, full width on phones. */
export function SubmitButton({ disabled, children }: { disabled: boolean; children: React.ReactNode }) {
  return (
    <div className="flex justify-end">
      <Button type="submit" disabled={disabled} className="w-full sm:w-auto">
        {children}
      </Button>
    </div>
  );
}
