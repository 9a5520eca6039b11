"use client";
// The dialog of ./outcome-unknown.tsx, in a module of its own: it and Headless UI are loaded only
// when a write's outcome is unknown, not in every page's first load.
import { Description, Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import type { OutcomeCheck } from "@/hooks/use-outcome-unknown";
import type { CurrentFigures, OutcomeUnknownAnswer } from "@/lib/api/outcome";
import { formatDate } from "@/lib/format";
import { Button } from "./button";

export type Open = { answer: OutcomeUnknownAnswer; check: OutcomeCheck; checkedAt: Date; done: boolean };

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

type Props = { open: Open; checking: boolean; onClose: () => void; onCheckAgain: () => void };

export function OutcomeUnknownDialog({ open, checking, onClose, onCheckAgain }: Props) {
  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4">
      <DialogPanel className="w-full max-w-md rounded-lg bg-surface p-6 shadow-xl">
        <DialogTitle className="text-lg font-semibold">{open.done ? "The change was made" : "Outcome unknown"}</DialogTitle>
        <Description className="mt-2 text-sm text-slate-700">{open.done ? "The backend has confirmed it." : open.answer.message}</Description>
        {!open.done && <Figures current={open.answer.current} />}
        {!open.done && (
          <p className="mt-2 text-xs text-slate-500" aria-live="polite">
            Read at {open.checkedAt.toLocaleTimeString("en-US")}. If these show the change was not made, reload the page to make it again.
          </p>
        )}
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="text" onClick={onClose} data-autofocus>
            Close
          </Button>
          {!open.done && (
            <Button variant="secondary" onClick={onCheckAgain} disabled={checking}>
              Check again
            </Button>
          )}
        </div>
      </DialogPanel>
    </Dialog>
  );
}
