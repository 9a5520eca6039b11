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
    <span data-testid="credits-badge" data-tone={tone} className={`rounded-full px-3 py-1 text-xs font-bold tracking-wide sm:text-sm ${TONE_CLASSES[tone]}`}>
      {credits} CREDITS REMAINING
    </span>
  );
}
