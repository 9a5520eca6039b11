"use client";
// The dialog of ./outcome-unknown.tsx, in a module of its own: it and Headless UI are loaded only
// when a write's outcome is unknown, not in every page's first load.
import { Description, Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { useTranslations } from "next-intl";
import { useReturnFocus } from "@/hooks/use-return-focus";
import type { OutcomeCheck } from "@/hooks/use-outcome-unknown";
import type { CurrentFigures, OutcomeUnknownAnswer } from "@/lib/api/outcome";
import { formatDate } from "@/lib/format";
import { Button } from "./button";

export type Open = { answer: OutcomeUnknownAnswer; check: OutcomeCheck; checkedAt: Date; done: boolean };

function Figures({ current }: { current: CurrentFigures }) {
  const t = useTranslations("common");
  const { subject } = current;
  return (
    <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="font-semibold">{t("outcome.yourBalance")}</dt>
      <dd data-testid="outcome-balance">{current.balance === null ? t("outcome.notKnown") : t("outcome.credits", { count: String(current.balance) })}</dd>
      {subject && (
        <>
          <dt className="font-semibold">{t("outcome.subject", { name: subject.name, label: t(`outcome.labels.${subject.label}`) })}</dt>
          <dd data-testid="outcome-subject">
            {subject.value === null ? t("outcome.notFound") : subject.label === "Expiry" ? formatDate(subject.value) : subject.value}
          </dd>
        </>
      )}
    </dl>
  );
}

type Props = { open: Open; checking: boolean; onClose: () => void; onCheckAgain: () => void };

export function OutcomeUnknownDialog({ open, checking, onClose, onCheckAgain }: Props) {
  const t = useTranslations("common");
  useReturnFocus(true);
  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4">
      <DialogPanel className="w-full max-w-md rounded-lg bg-surface p-6 shadow-xl">
        <DialogTitle className="text-lg font-semibold">{open.done ? t("outcome.doneTitle") : t("outcome.unknownTitle")}</DialogTitle>
        <Description className="mt-2 text-sm text-slate-700">{open.done ? t("outcome.confirmed") : open.answer.message}</Description>
        {!open.done && <Figures current={open.answer.current} />}
        {!open.done && (
          <p className="mt-2 text-xs text-slate-500" aria-live="polite">
            {t("outcome.readAt", { time: open.checkedAt.toLocaleTimeString("en-US") })}
          </p>
        )}
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="text" onClick={onClose} data-autofocus>
            {t("close")}
          </Button>
          {!open.done && (
            <Button variant="secondary" onClick={onCheckAgain} disabled={checking}>
              {t("outcome.checkAgain")}
            </Button>
          )}
        </div>
      </DialogPanel>
    </Dialog>
  );
}
