"use client";
import { useEffect, useState } from "react";
import { endSessionInTab } from "@/lib/browser/end-session";
import { SESSION_WARNING_MS } from "@/lib/session-messages";

const clock = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
};

/**
 * The one-hour session, seen from an open tab: five minutes before the hour a visible, announced
 * warning counts down; at the hour the tab signs itself out, keeping a form's unsaved input, and
 * the sign-in page says why. It is given the time left rather than the expiry instant, so a
 * browser clock that is off does not matter.
 */
export function SessionTimer({ remainingMs }: { remainingMs: number }) {
  const [endsAt] = useState(() => Date.now() + remainingMs);
  const [left, setLeft] = useState<number | null>(null);

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
    <div role="alert" className="fixed inset-x-2 bottom-20 z-50 mx-auto max-w-md rounded border border-warning bg-orange-50 px-4 py-3 text-sm text-orange-950 shadow-lg print:hidden">
      <p className="font-semibold">Your session ends in {clock(left)}.</p>
      <p>Save what you are doing: you will then need to sign in again.</p>
    </div>
  );
}
