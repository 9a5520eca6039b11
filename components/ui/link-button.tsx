import Link from "next/link";
import { cn } from "@/lib/cn";

type Props = React.ComponentProps<typeof Link>;

/** The look of the primary button on a link, with a caller's overrides merged in. */
export function linkButtonClasses(className?: string): string {
  return cn("inline-flex items-center justify-center rounded bg-primary px-4 py-2 text-sm font-semibold uppercase tracking-wide text-on-primary hover:bg-primary-dark", className);
}

/** A link that looks like the primary button: Add, Back to the list. */
export function LinkButton({ className, ...link }: Props) {
  return <Link className={linkButtonClasses(className)} {...link} />;
}
