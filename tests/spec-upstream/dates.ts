// Business days are UTC days, written YYYY-MM-DD.
const DAY = 86_400_000;

export function dayOf(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export function today(): string {
  return dayOf(new Date());
}

export function addDays(day: string, n: number): string {
  return dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY));
}

/** Calendar months, clamped to the end of the target month (Jan 31 + 1 = Feb 28/29). */
export function addMonths(day: string, n: number): string {
  const [y, m, d] = day.split("-").map(Number);
  const first = new Date(Date.UTC(y, m - 1 + n, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return dayOf(first);
}

export function maxDay(a: string, b: string): string {
  return a > b ? a : b;
}

/** An ISO timestamp `days` days (and optionally hours) before now. */
export function stampAgo(days: number, hours = 0): string {
  return new Date(Date.now() - days * DAY - hours * 3_600_000).toISOString();
}

export function nowStamp(): string {
  return new Date().toISOString();
}
