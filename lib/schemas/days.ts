// A day as a filter takes it: YYYY-MM-DD naming a real calendar day, from 1900 to 2999. Out of
// that range a day is no date anyone means (year 0000 does not exist in PostgreSQL, and the day
// after 9999-12-31 has no four-digit year), so it is refused where it is typed, never forwarded.
// The reference upstream keeps the same rule (upstream/src/rules/dates.ts, isCalendarDay).

export const FIRST_DAY = "1900-01-01";
export const LAST_DAY = "2999-12-31";
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isCalendarDay(value: string): boolean {
  if (!DAY.test(value) || value < FIRST_DAY || value > LAST_DAY) return false;
  const date = new Date(`${value}T00:00:00Z`);
  // Date rolls 2026-02-30 over to March: only a day that survives the round trip exists.
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
