// What a day's run of the reminders did, as the Reminders screen tells it. The scheduler keeps it
// in the run's `detail` as figures, not as an English sentence, so the screen can say it in the
// reader's language; a run that stopped on an error keeps that error's message instead.

export type RunSummary = {
  /** Messages that went out. */
  sent: number;
  /** Messages the backend refused. */
  failed: number;
  /** Messages with no answer: they may have arrived, so they are never sent again. */
  unknown: number;
  /** Messages still to be tried again later in the day. */
  owed?: number;
  /** The panel stopped while sending (a restart): the rest go out at the next sweep. */
  stopped?: boolean;
  /** This server of the panel could not open the stored password and left the run to another. */
  elsewhere?: boolean;
};

/** The summary as the run's `detail`. */
export function runDetail(summary: RunSummary): string {
  return JSON.stringify(summary);
}

const count = (value: unknown) => (Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : undefined);

/** The summary a run's `detail` holds, or undefined when it holds a message (an error) instead. */
export function runSummaryOf(detail: string): RunSummary | undefined {
  if (!detail.startsWith("{")) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(detail);
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  const fields = value as Record<string, unknown>;
  const [sent, failed, unknown, owed] = [fields.sent, fields.failed, fields.unknown, fields.owed ?? 0].map(count);
  if (sent === undefined || failed === undefined || unknown === undefined || owed === undefined) return undefined;
  return { sent, failed, unknown, owed, stopped: fields.stopped === true, elsewhere: fields.elsewhere === true };
}
