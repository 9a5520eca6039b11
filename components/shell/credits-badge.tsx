"use client";
import { useCredits } from "@/hooks/use-credits";

/** 0 is danger, 1 to 20 a warning, above 20 fine (accounts spec §4). */
export function creditsTone(credits: number): "danger" | "warning" | "success" {
  if (credits <= 0) return "danger";
  return credits <= 20 ? "warning" : "success";
}

const TONE_CLASSES = {
  danger: "bg-danger text-white",
  warning: "bg-warning text-white",
  success: "bg-success text-white",
} as const;

export function CreditsBadge({ initial }: { initial: number | null }) {
  const { credits } = useCredits(initial);
  if (credits === null) return null;
  const tone = creditsTone(credits);
  return (
    <span data-testid="credits-badge" data-tone={tone} className={`shrink-0 whitespace-nowrap rounded-full px-2 py-1 text-[11px] font-bold sm:px-3 sm:text-sm sm:tracking-wide ${TONE_CLASSES[tone]}`}>
      {credits} CREDITS REMAINING
    </span>
  );
}
