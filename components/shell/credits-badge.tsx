"use client";
import { useLocale, useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import type { Locale } from "@/i18n/locales";
import { formatCount } from "@/lib/format";

// SWR (about 6 KB gzip with its helpers, in every panel page's first load through this badge)
// is loaded on the page's first use: a pointer or key press, or the window regaining focus (the
// refresh SWR itself makes). Until then the badge shows the server's figure: nothing in this tab
// spends credits before a press.
const LiveCredits = dynamic(() => import("./live-credits").then((m) => m.LiveCredits), { ssr: false });
const FIRST_USE = ["pointerdown", "keydown", "focus"] as const;

function useFirstUse(): boolean {
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (used) return;
    const onUse = () => setUsed(true);
    const onShown = () => document.visibilityState === "visible" && setUsed(true);
    for (const name of FIRST_USE) window.addEventListener(name, onUse, { capture: true, passive: true });
    document.addEventListener("visibilitychange", onShown);
    return () => {
      for (const name of FIRST_USE) window.removeEventListener(name, onUse, { capture: true });
      document.removeEventListener("visibilitychange", onShown);
    };
  }, [used]);
  return used;
}

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
  const used = useFirstUse();
  // undefined: not loaded yet, so the server's figure (which follows the page's refreshes) is shown.
  const [live, setLive] = useState<number | null | undefined>(undefined);
  const credits = live === undefined ? initial : live;
  const liveCredits = used && <LiveCredits initial={initial} onCredits={setLive} />;
  if (credits === null) return liveCredits;
  const tone = creditsTone(credits);
  return (
    <>
      {liveCredits}
      <span
        data-testid="credits-badge"
        data-tone={tone}
        className={`inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-full px-2 py-1 text-[11px] font-bold sm:px-3 sm:text-sm sm:tracking-wide ${TONE_CLASSES[tone]}`}
      >
        {/* A low or empty balance is told by a shape too, not by colour alone; the number says how low. */}
        {tone !== "success" && <WarningIcon />}
        {/* On a phone the short form, so that the top bar keeps room for the panel's title (and the session timer); drawn by
            CSS, so the badge's text stays the one sentence screen readers and copies read. */}
        <span className="max-sm:sr-only">{t("creditsRemaining", { credits: formatCount(credits, locale) })}</span>
        <span
          aria-hidden="true"
          data-short={t("creditsShort", { credits: formatCount(credits, locale) })}
          className="before:content-[attr(data-short)] sm:hidden"
        />
      </span>
    </>
  );
}

function WarningIcon() {
  return (
    <svg data-testid="credits-low-icon" width="12" height="12" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor" className="sm:h-3.5 sm:w-3.5">
      <path d="M12 2 1 21h22L12 2zm1 15h-2v2h2v-2zm0-7h-2v5h2v-5z" />
    </svg>
  );
}
