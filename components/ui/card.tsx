import { useId } from "react";
import { cn } from "@/lib/cn";

type Props = {
  title: string;
  /** Short text beside the title, e.g. a count. */
  aside?: React.ReactNode;
  className?: string;
  children: React.ReactNode;
};

/** A titled panel; the section is named by its heading so landmarks read well. */
export function Card({ title, aside, className, children }: Props) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cn("flex min-w-0 flex-col gap-4 rounded-lg bg-surface p-4 shadow-sm sm:p-6", className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {title}
        </h3>
        {aside}
      </div>
      {children}
    </section>
  );
}
