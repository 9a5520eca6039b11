// Business dates are "YYYY-MM-DD" strings of UTC days. The clock is injectable so that tests can
// move "now" without touching the system time.
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

export function dayOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

function parseDay(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

export function addDays(day: string, days: number): string {
  const d = parseDay(day);
  d.setUTCDate(d.getUTCDate() + days);
  return dayOf(d);
}

/** Calendar months, clamped to the last day of the target month (Jan 31 + 1 = Feb 28/29), as PostgreSQL does. */
export function addMonths(day: string, months: number): string {
  const d = parseDay(day);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return dayOf(target);
}

export function maxDay(a: string, b: string): string {
  return a > b ? a : b;
}

/** The last `count` days ending with `today`, oldest first. */
export function lastDays(today: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(today, i - count + 1));
}

/**
 * A real calendar day from 1900 to 2999 (the panel's lib/schemas/days.ts keeps the same rule):
 * PostgreSQL has no year 0000, and the day after 9999-12-31 has no four-digit year, so a filter
 * day outside that range is refused (400), never turned into a failed query.
 */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value < "1900-01-01" || value > "2999-12-31") return false;
  const date = parseDay(value);
  return !Number.isNaN(date.getTime()) && dayOf(date) === value;
}
