// The Reminders screen's line about the last run, in the reader's language: when it went out,
// how far it got, and what became of the messages (./run-summary.ts), or the error that stopped it.
import type { Translate } from "@/i18n/translator";
import type { RunRow } from "@/features/reminders/server/repo";
import { runSummaryOf } from "./run-summary";

const STATES: Record<string, string> = { running: "runStates.running", retry: "runStates.retry", done: "runStates.done", failed: "runStates.failed" };
const FIGURES = { sent: "runSent", failed: "runFailed", unknown: "runUnknown", owed: "runOwed" } as const;
const NOTES = { restarted: "runRestarted", elsewhere: "runElsewhere", stopped: "runStopped" } as const;

/** The keys of namespace "reminders" this line is written with. */
export const RUN_TEXT_KEYS = ["lastRun", "lastRunAt", ...Object.values(STATES), ...Object.values(FIGURES), ...Object.values(NOTES)];

/**
 * `t` is namespace "reminders"; `when` writes the run's day and finishing time as the screen does;
 * `count` a figure; `errorText` an error's message in the reader's language where the panel knows it.
 */
export function lastRunText(
  run: Pick<RunRow, "localDate" | "status" | "detail" | "finishedAt">,
  t: Translate,
  when: { date: (day: string) => string; timestamp: (at: string) => string; count: (n: number) => string },
  errorText: (message: string) => string,
): string {
  const state = run.status in STATES ? t(STATES[run.status]) : run.status;
  const head = run.finishedAt
    ? t("lastRunAt", { date: when.date(run.localDate), time: when.timestamp(run.finishedAt), state })
    : t("lastRun", { date: when.date(run.localDate), state });
  if (!run.detail) return head;
  const summary = runSummaryOf(run.detail);
  // A finished run has no reason to give: a detail without figures is shown as it is.
  if (!summary) return `${head} ${run.status === "done" ? errorText(run.detail) : t(NOTES.stopped, { reason: errorText(run.detail) })}`;
  const figures = (kind: keyof typeof FIGURES, count: number) => t(FIGURES[kind], { count, n: when.count(count) });
  const parts = [
    summary.elsewhere ? t(NOTES.elsewhere) : figures("sent", summary.sent),
    summary.failed > 0 ? figures("failed", summary.failed) : "",
    summary.unknown > 0 ? figures("unknown", summary.unknown) : "",
    summary.owed ? figures("owed", summary.owed) : "",
    summary.stopped ? t(NOTES.restarted) : "",
  ];
  return [head, ...parts.filter(Boolean)].join(" ");
}
