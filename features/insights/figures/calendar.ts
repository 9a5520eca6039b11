// Calendar days in the account's time zone. A ledger row's time is a UTC moment; its day is read
// in the zone once per UTC hour (rows of the same hour share it), so 200,000 rows cost a few
// thousand Intl calls, not 200,000. Client expiries are already calendar days.

const DAY_MS = 86_400_000;

export type DayReader = (moment: string) => string;

/** A reader of moments' local days in `zone`, remembering each UTC hour's answer. */
export function dayReader(zone: string): DayReader {
  const format = new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", hourCycle: "h23" });
  const hours = new Map<string, string>();
  return (moment) => {
    // Zones off the hour (Asia/Kolkata) need the minutes too.
    const key = moment.slice(0, 16);
    let day = hours.get(key);
    if (day === undefined) {
      const at = new Date(moment);
      if (Number.isNaN(at.getTime())) return "";
      const parts = format.formatToParts(at);
      const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
      day = `${get("year")}-${get("month")}-${get("day")}`;
      hours.set(key, day);
    }
    return day;
  };
}

export const monthOf = (day: string) => day.slice(0, 7);

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The month `offset` months from `month` (YYYY-MM). */
export function addMonths(month: string, offset: number): string {
  const [y, m] = month.split("-").map(Number);
  const index = y * 12 + (m - 1) + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

export function daysInMonth(month: string): number {
  const [y, m] = month.split("-").map(Number);
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** The last `count` months ending with `month`, oldest first. */
export function lastMonths(month: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addMonths(month, i - count + 1));
}

/** addDays remembered per day: the figures add the same few hundred days to each other many times. */
export function dayAdder(days: number): (day: string) => string {
  const known = new Map<string, string>();
  return (day) => {
    let later = known.get(day);
    if (later === undefined) known.set(day, (later = addDays(day, days)));
    return later;
  };
}
