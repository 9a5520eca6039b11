// Business days as the upstream writes them (UTC, YYYY-MM-DD), computed here independently of the
// upstream's own date rules so a test can catch them being wrong.
export const utcDay = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return utcDay(date);
}

/** The same day `months` later, or the month's last day when it has no such day (Jan 31 + 1 → Feb 28/29). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split("-").map(Number);
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return utcDay(new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))));
}
