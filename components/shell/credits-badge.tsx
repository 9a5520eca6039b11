"use client";
import { useLocale, useTranslations } from "next-intl";
import { useCredits } from "@/hooks/use-credits";
import type { Locale } from "@/i18n/locales";
import { formatCount } from "@/lib/format";

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
  const t = useTranslations("shell");
  const locale = useLocale() as Locale;
  const { credits } = useCredits(initial);
  if (credits === null) return null;
  const tone = creditsTone(credits);
  return (
    <span
      data-testid="credits-badge"
      data-tone={tone}
      className={`inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full px-2 py-1 text-[11px] font-bold sm:px-3 sm:text-sm sm:tracking-wide ${TONE_CLASSES[tone]}`}
    >
      {/* A low or empty balance is told by a shape too, not by colour alone; the number says how low. */}
      {tone !== "success" && <WarningIcon />}
      {t("creditsRemaining", { credits: formatCount(credits, locale) })}
    </span>
  );
}

function WarningIcon() {
  return (
    <svg data-testid="credits-low-icon" width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor" className="sm:h-3.5 sm:w-3.5">
      <path d="M12 2 1 21h22L12 2zm1 15h-2v2h2v-2zm0-7h-2v5h2v-5z" />
    </svg>
  );
}
