"use client";
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { endSessionInTab } from "@/lib/browser/end-session";
import { SESSION_WARNING_MS } from "@/lib/session/messages";

const clock = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
};

/**
 * The one-hour session, seen from an open tab: five minutes before the hour a visible, announced
 * warning counts down; at the hour the tab signs itself out, keeping a form's unsaved input, and
 * the sign-in page says why. It is given the time left rather than the expiry instant, so a
 * browser clock that is off does not matter.
 *
 * The hour is fixed at sign-in (clients spec §4, §9; the upstream token expires with it), so the
 * session cannot be extended: "Continue working" dismisses the warning, which sits in a corner
 * off the form fields, and the time left stays in the app bar (rendered there) until the hour.
 */
export function SessionTimer({ remainingMs }: { remainingMs: number }) {
  const t = useTranslations("shell");
  const [endsAt] = useState(() => Date.now() + remainingMs);
  const [left, setLeft] = useState<number | null>(null);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    const tick = () => {
      const ms = endsAt - Date.now();
      if (ms <= 0) {
        endSessionInTab();
        return;
      }
      setLeft(ms <= SESSION_WARNING_MS ? ms : null);
      // Once a second while the warning counts down; otherwise wake up when it starts.
      timer = setTimeout(tick, ms <= SESSION_WARNING_MS ? Math.min(1000, ms) : ms - SESSION_WARNING_MS);
    };
    let timer = setTimeout(tick, 0);
    return () => clearTimeout(timer);
  }, [endsAt]);

  if (left === null) return null;
  return (
    <>
      {/* Not a live region: the warning below has been announced once; this only keeps the time in sight. */}
      <span
        role="timer"
        aria-label={t("sessionEndsInLabel", { time: clock(left) })}
        className="shrink-0 rounded-full bg-black/25 px-2 py-1 text-[11px] font-semibold tabular-nums sm:text-sm"
      >
        {clock(left)}
      </span>
      {!dismissed && (
        <div
          role="alert"
          className="fixed bottom-4 end-2 start-2 z-50 rounded border border-warning bg-orange-50 px-4 py-3 text-sm text-orange-950 shadow-lg sm:start-auto sm:max-w-sm print:hidden"
        >
          <p className="font-semibold">{t("sessionEndsIn", { time: clock(left) })}</p>
          <p>{t("sessionCannotExtend")}</p>
          <div className="mt-2 flex justify-end">
            <Button variant="secondary" onClick={() => setDismissed(true)} className="bg-surface">
              {t("continueWorking")}
            </Button>
          </div>
        </div>
      )}
    </>
  );
}
