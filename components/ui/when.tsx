// A date or a time as every table cell shows it: on one line, in the panel's one format, in its
// written order in Arabic too (isolated by lib/format.ts through useFormat).
import { useFormat } from "@/hooks/use-format";
import { cn } from "@/lib/cn";

type Props = { value: string | number | Date | null | undefined; className?: string };
type TimeProps = Props & { /** Date over time below `sm`, where a narrow column needs it. */ wrapOnPhones?: boolean };

/** 2026-11-22 */
export function DateText({ value, className }: Props) {
  const format = useFormat();
  return <span className={cn("whitespace-nowrap tabular-nums", className)}>{format.date(value)}</span>;
}

/** 2026-11-22 03:07 PM */
export function TimeText({ value, className, wrapOnPhones }: TimeProps) {
  const format = useFormat();
  return <span className={cn(wrapOnPhones ? "sm:whitespace-nowrap" : "whitespace-nowrap", "tabular-nums", className)}>{format.timestamp(value)}</span>;
}
