// Class names joined, with the conditional parts dropped: `cn("px-1", wide && "sm:px-2", className)`.
// Joined, not merged: two utilities of the same property would be decided by the stylesheet's
// order, not by their order here, so a component never puts in a default a caller may want to
// change. It offers that change as a prop instead (Button's `padding`, LinkButton's `uppercase`,
// Chip's `stacked`, DataTableSearch's `inputWidth`), and a caller's className only places the
// component (a margin, a width, a grid span). tailwind-merge did the merging before; it was 8 KB
// of every page's first load (docs/performance.md).
import { clsx, type ClassValue } from "clsx";

export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
