// Credits spent per month by kind, the month so far against the same days of last month, and the
// runway at the last 30 days' pace: one pass over the ledger.
import { addDays, addMonths, daysInMonth, lastMonths, monthOf, type DayReader } from "./calendar";
import { kindOf, spentBy, type LedgerEntry } from "./kinds";
import type { MonthSpend } from "./types";

export const SPEND_MONTHS = 12;
export const RUNWAY_DAYS = 30;

const emptyMonth = (month: string): MonthSpend => ({ month, newClient: 0, renewal: 0, trial: 0, retrieved: 0, movedDown: 0, total: 0 });

export function spendFigures(rows: readonly LedgerEntry[], dayOf: DayReader, today: string, balance: number | null) {
  const thisMonth = monthOf(today);
  const months = lastMonths(thisMonth, SPEND_MONTHS).map(emptyMonth);
  const byMonth = new Map(months.map((m) => [m.month, m]));
  const lastMonth = addMonths(thisMonth, -1);
  const sameDays = Math.min(Number(today.slice(8, 10)), daysInMonth(lastMonth));
  const lastMonthUpTo = `${lastMonth}-${String(sameDays).padStart(2, "0")}`;
  // The 30 days ending today, today included.
  const paceFrom = addDays(today, -(RUNWAY_DAYS - 1));
  const soFar = { days: Number(today.slice(8, 10)), thisMonth: 0, lastMonth: 0 };
  let spent30 = 0;
  for (const row of rows) {
    const kind = kindOf(row);
    const spent = spentBy(kind, row.credits);
    if (spent === 0) continue;
    const day = dayOf(row.created);
    if (day > today) continue;
    const month = byMonth.get(monthOf(day));
    if (month) {
      if (kind === "retrieved") month.retrieved += row.credits;
      else if (kind === "movedBack") month.movedDown -= row.credits;
      else if (kind === "newClient" || kind === "renewal" || kind === "trial" || kind === "movedDown") month[kind] += row.credits;
      month.total += spent;
    }
    if (monthOf(day) === thisMonth) soFar.thisMonth += spent;
    else if (monthOf(day) === lastMonth && day <= lastMonthUpTo) soFar.lastMonth += spent;
    if (day >= paceFrom) spent30 += spent;
  }
  return { spend: months, soFar, runway: runway(balance, spent30) };
}

/** Whole days the balance lasts at the 30 days' pace; null when nothing was spent or the balance is unlimited. */
export function runway(balance: number | null, spent30: number): { spent30: number; days: number | null } {
  if (balance === null || spent30 <= 0) return { spent30, days: null };
  return { spent30, days: Math.floor(balance / (spent30 / RUNWAY_DAYS)) };
}
