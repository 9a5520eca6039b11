import { cn } from "@/lib/cn";

type Tone = "success" | "danger" | "warning" | "info" | "neutral";

const TONES: Record<Tone, string> = {
  success: "bg-success text-white",
  danger: "bg-danger text-white",
  warning: "bg-warning text-white",
  info: "bg-info text-white",
  neutral: "bg-slate-200 text-slate-800",
};

/** A small coloured label; the text always carries the meaning, never the colour alone. */
export function Chip({ tone, className, children }: { tone: Tone; className?: string; children: React.ReactNode }) {
  return (
    <span data-tone={tone} className={cn("inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold", TONES[tone], className)}>
      {children}
    </span>
  );
}
