"use client";
// What the panel shows when a write that spends or moves credits went out and no usable answer
// came back (issue 19): not "try again", but the figures as they are now, re-read from the
// backend, and a check that never sends the write a second time.
import { Description, Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { useCallback, useMemo, useState } from "react";
import { OutcomeUnknownContext, type OutcomeCheck } from "@/hooks/use-outcome-unknown";
import type { CurrentFigures, OutcomeUnknownAnswer } from "@/lib/api/outcome";
import { formatDate } from "@/lib/format";
import { Button } from "./button";

type Open = { answer: OutcomeUnknownAnswer; check: OutcomeCheck; checkedAt: Date; done: boolean };

function Figures({ current }: { current: CurrentFigures }) {
  const { subject } = current;
  return (
    <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="font-semibold">Your balance</dt>
      <dd data-testid="outcome-balance">{current.balance === null ? "not known" : `${current.balance} credits`}</dd>
      {subject && (
        <>
          <dt className="font-semibold">
            {subject.name}&rsquo;s {subject.label.toLowerCase()}
          </dt>
          <dd data-testid="outcome-subject">{subject.value === null ? "not found" : subject.label === "Expiry" ? formatDate(subject.value) : subject.value}</dd>
        </>
      )}
    </dl>
  );
}

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
      <Dialog open={open !== null} onClose={() => setOpen(null)} className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-surface p-6 shadow-xl">
          <DialogTitle className="text-lg font-semibold">{open?.done ? "The change was made" : "Outcome unknown"}</DialogTitle>
          {open && (
            <>
              <Description className="mt-2 text-sm text-slate-700">
                {open.done ? "The backend has confirmed it." : open.answer.message}
              </Description>
              {!open.done && <Figures current={open.answer.current} />}
              {!open.done && (
                <p className="mt-2 text-xs text-slate-500" aria-live="polite">
                  Read at {open.checkedAt.toLocaleTimeString("en-US")}. If these show the change was not made, reload the page to make it again.
                </p>
              )}
            </>
          )}
          <div className="mt-6 flex justify-end gap-2">
            <Button variant="text" onClick={() => setOpen(null)} data-autofocus>
              Close
            </Button>
            {!open?.done && (
              <Button variant="secondary" onClick={() => void checkAgain()} disabled={checking}>
                Check again
              </Button>
            )}
          </div>
        </DialogPanel>
      </Dialog>
    </OutcomeUnknownContext.Provider>
  );
}
