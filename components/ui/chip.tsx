import { cn } from "@/lib/cn";

type Tone = "success" | "danger" | "warning" | "info" | "neutral";

const TONES: Record<Tone, string> = {
  success: "bg-success text-white",
  danger: "bg-danger text-white",
  warning: "bg-warning text-white",
  info: "bg-info text-white",
  neutral: "bg-slate-200 text-slate-800",
};

type Props = {
  tone: Tone;
  /** Its lines one under the other (a date and "Expired"), in a box with rounded corners rather than a pill. */
  stacked?: boolean;
  /** Its words may wrap (a long label in a narrow column, a phone's table); by default it keeps one line. */
  wrap?: boolean;
  className?: string;
  children: React.ReactNode;
};

/** A small coloured label; the text always carries the meaning, never the colour alone. */
export function Chip({ tone, stacked = false, wrap = false, className, children }: Props) {
  return (
    <span
      data-tone={tone}
      className={cn(
        "inline-flex items-center px-2.5 py-0.5 text-xs font-semibold",
        wrap ? "whitespace-normal" : "whitespace-nowrap",
        stacked ? "flex-col rounded-xl leading-tight" : wrap ? "rounded-xl" : "rounded-full",
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
