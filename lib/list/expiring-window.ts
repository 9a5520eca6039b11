// When a client "expires within N days", the one rule the Expiring list, the reminders' digest and
// the device reminders share: its expiry day is today or one of the next N − 1 days, since a client
// is active through its expiry day (so its last active day falls within the coming N days). The
// Expiring list's week is N = 7; the reference upstream applies the same window in SQL
// (upstream/src/rules/clients/expiring.ts, which imports nothing of the panel).

/** The Expiring list's "week" tab: the coming 7 days. */
export const EXPIRING_WEEK_DAYS = 7;

const DAY_MS = 86_400_000;

/** The last expiry day (YYYY-MM-DD) within `days` days from `today`. */
function lastDayWithin(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + (days - 1) * DAY_MS).toISOString().slice(0, 10);
}

/** Whether an expiry day (YYYY-MM-DD) falls within `days` days from `today` (YYYY-MM-DD). */
export function expiresWithin(expiryDay: string, today: string, days: number): boolean {
  return expiryDay >= today && expiryDay <= lastDayWithin(today, days);
}
