import { formatCount, isolateLtr } from "@/lib/format";
import type { Locale } from "@/i18n/locales";

/** The number formatters of the Insights cards, in the reader's language with Latin digits. */
export function insightsFormat(locale: Locale) {
  // A negative figure (more refunded than spent) keeps its sign before its digits in Arabic too.
  const count = (n: number) => (n < 0 ? isolateLtr(formatCount(n, locale), locale) : formatCount(n, locale));
  return {
    count,
    /** A share as a whole percentage; "—" when there is nothing to share. */
    percent: (part: number, whole: number) => (whole > 0 ? `${count(Math.round((part / whole) * 100))}%` : "—"),
    /** A signed change: "+3", "−2", "0". */
    change: (n: number) => isolateLtr(n > 0 ? `+${count(n)}` : n < 0 ? `−${count(-n)}` : "0", locale),
    day: (day: string) => isolateLtr(day, locale),
  };
}
