import Link from "next/link";
import { cn } from "@/lib/cn";

type Props = React.ComponentProps<typeof Link>;

/** A link that looks like the primary button: Add, Back to the list, Go to the dashboard. */
export function LinkButton({ className, ...link }: Props) {
  return (
    <Link
      className={cn("inline-flex items-center justify-center rounded bg-primary px-4 py-2 text-sm font-semibold uppercase tracking-wide text-on-primary hover:bg-primary-dark", className)}
      {...link}
    />
  );
}
