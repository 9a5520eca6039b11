"use client";
// The dialog of ./outcome-unknown.tsx, in a module of its own: it and Headless UI are loaded only
// when a write's outcome is unknown, not in every page's first load.
import { Description, Dialog, DialogPanel, DialogTitle } from "@headlessui/react";
import { useTranslations } from "next-intl";
import { useReturnFocus } from "@/hooks/use-return-focus";
import type { OutcomeCheck } from "@/hooks/use-outcome-unknown";
import type { CurrentFigures, OutcomeUnknownAnswer } from "@/lib/api/outcome";
import { useFormat } from "@/hooks/use-format";
import { Button } from "./button";

export type Open = { answer: OutcomeUnknownAnswer; check: OutcomeCheck; checkedAt: Date; done: boolean };

/** One figure as the dialog shows it; `null` is "not known" (a balance) or "not found" (a client or account). */
function useFigureText() {
  const t = useTranslations("common");
  const format = useFormat();
  return {
    balance: (balance: number | null) => (balance === null ? t("outcome.notKnown") : t("outcome.credits", { count: String(balance) })),
    subject: (subject: NonNullable<CurrentFigures["subject"]>) =>
      subject.value === null ? t("outcome.notFound") : subject.label === "Expiry" ? format.date(subject.value) : format.text(subject.value),
  };
}

/** The figures now and, where the panel read them just before the write went out, before: the user sees what moved. */
function Figures({ current, before }: { current: CurrentFigures; before?: CurrentFigures }) {
  const t = useTranslations("common");
  const text = useFigureText();
  const { subject } = current;
  const subjectBefore = before?.subject?.name === subject?.name ? before?.subject : undefined;
  return (
    <dl className={`mt-4 grid ${before ? "grid-cols-[auto_1fr_1fr]" : "grid-cols-[auto_1fr]"} gap-x-4 gap-y-1 text-sm`}>
      {before && (
        <>
          <dt aria-hidden="true" />
          <dd className="text-xs text-slate-500">{t("outcome.before")}</dd>
          <dd className="text-xs text-slate-500">{t("outcome.now")}</dd>
        </>
      )}
      <dt className="font-semibold">{t("outcome.yourBalance")}</dt>
      {before && <dd data-testid="outcome-balance-before">{text.balance(before.balance)}</dd>}
      <dd data-testid="outcome-balance">{text.balance(current.balance)}</dd>
      {subject && (
        <>
          <dt className="font-semibold">{t("outcome.subject", { name: subject.name, label: t(`outcome.labels.${subject.label}`) })}</dt>
          {before && <dd data-testid="outcome-subject-before">{subjectBefore ? text.subject(subjectBefore) : t("outcome.notKnown")}</dd>}
          <dd data-testid="outcome-subject">{text.subject(subject)}</dd>
        </>
      )}
    </dl>
  );
}

type Props = { open: Open; checking: boolean; onClose: () => void; onCheckAgain: () => void };

export function OutcomeUnknownDialog({ open, checking, onClose, onCheckAgain }: Props) {
  const t = useTranslations("common");
  const format = useFormat();
  useReturnFocus(true);
  return (
    <Dialog open onClose={onClose} className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 p-4">
      <DialogPanel className="w-full max-w-md rounded-lg bg-surface p-6 shadow-xl">
        <DialogTitle className="text-lg font-semibold">{open.done ? t("outcome.doneTitle") : t("outcome.unknownTitle")}</DialogTitle>
        <Description className="mt-2 text-sm text-slate-700">{open.done ? t("outcome.confirmed") : open.answer.message}</Description>
        {!open.done && <Figures current={open.answer.current} before={open.answer.before} />}
        {!open.done && (
          <p className="mt-2 text-xs text-slate-500" aria-live="polite">
            {t("outcome.readAt", { time: format.ltr(open.checkedAt.toLocaleTimeString("en-US")) })}
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
