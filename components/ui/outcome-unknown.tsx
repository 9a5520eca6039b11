"use client";
// What the panel shows when a write that spends or moves credits went out and no usable answer
// came back: not "try again", but the figures before and now, read from the backend, and a check
// that settles it by reading and never charges twice.
import dynamic from "next/dynamic";
import { useCallback, useMemo, useState } from "react";
import { OutcomeUnknownContext, type OutcomeCheck } from "@/hooks/use-outcome-unknown";
import type { OutcomeUnknownAnswer } from "@/lib/api/outcome";
import type { Open } from "./outcome-unknown-dialog";

// Shown only when a write's outcome is unknown: the dialog (and Headless UI) load then, out of
// every page's first load.
const OutcomeUnknownDialog = dynamic(() => import("./outcome-unknown-dialog").then((m) => m.OutcomeUnknownDialog), { ssr: false });

export function OutcomeUnknownProvider({ children }: { children: React.ReactNode }) {
  const [open, setOpen] = useState<Open | null>(null);
  const [checking, setChecking] = useState(false);
  const show = useCallback((answer: OutcomeUnknownAnswer, check: OutcomeCheck) => setOpen({ answer, check, checkedAt: new Date(), done: false }), []);
  const api = useMemo(() => ({ show }), [show]);

  async function checkAgain() {
    if (!open) return;
    setChecking(true);
    try {
      const result = await open.check();
      setOpen(result === "done" ? { ...open, done: true } : { ...open, answer: result, checkedAt: new Date() });
    } catch {
      // The check itself failed to reach the panel: the figures shown stay as they were read.
    } finally {
      setChecking(false);
    }
  }

  return (
    <OutcomeUnknownContext.Provider value={api}>
      {children}
      {open && <OutcomeUnknownDialog open={open} checking={checking} onClose={() => setOpen(null)} onCheckAgain={() => void checkAgain()} />}
    </OutcomeUnknownContext.Provider>
  );
}
