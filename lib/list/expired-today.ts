// isExpired (lib/format.ts) for every row of a whole list at once: the BFF counts a spec
// backend's 50,000 clients into the Active and Expired tabs, which asked the date of today and
// parsed each expiry twice per row (most of the counting's time). Today is worked out once per day and each
// distinct expiry once per day (a list has far fewer distinct expiries than clients); the answer
// is isExpired's own, so nothing about which client is expired changes.
import { isExpired, todayIso } from "@/lib/format";

const DAY_MS = 86_400_000;
/** Distinct expiries remembered before starting over (a list of timestamps rather than dates). */
const MAX_REMEMBERED = 20_000;

let day = { today: "", from: 0, until: 0, answers: new Map<string, boolean>() };

// The clock is read once per synchronous pass (the first row's call), not once per row: in a
// server render Next wraps Date.now to track the clock as a source of IO, which over every row
// of a whole list and two tabs is a visible part of a spec backend's first list page (docs/performance.md).
let passTime: number | undefined;
function timeOfThisPass(): number {
  if (passTime === undefined) {
    passTime = Date.now();
    queueMicrotask(() => (passTime = undefined));
  }
  return passTime;
}

export function isExpiredToday(expiry: string | null | undefined): boolean {
  if (!expiry) return true;
  const now = timeOfThisPass();
  if (now < day.from || now >= day.until) {
    const today = todayIso(new Date(now));
    const from = Date.parse(today);
    day = { today, from, until: from + DAY_MS, answers: new Map() };
  }
  let answer = day.answers.get(expiry);
  if (answer === undefined) {
    if (day.answers.size >= MAX_REMEMBERED) day.answers.clear();
    answer = isExpired(expiry, day.today);
    day.answers.set(expiry, answer);
  }
  return answer;
}
