// Class names for components that take overrides: clsx joins the conditional parts and
// tailwind-merge drops the earlier of two conflicting utilities, so `cn("px-4", className)`
// lets a caller's "px-3" win by intent rather than by stylesheet order.
import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
