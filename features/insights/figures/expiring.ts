// Clients expiring in each of the next four weeks, and the credits renewing them takes at the
// months each last paid for, against the balance (a week is covered while the credits of it and
// the weeks before it are at most the balance).
import { addDays } from "./calendar";
import { lastPaidMonths, onlyTrial, type ClientHistories } from "./client-history";
import type { ExpiringWeek } from "./types";

export const EXPIRING_WEEKS = 4;
/** A client whose paid months the ledger does not show is counted at one month. */
export const DEFAULT_MONTHS = 1;

export type ExpiringClient = { name: string; expiry: string | null; trial?: boolean };

export function expiringWeeks(clients: readonly ExpiringClient[], histories: ClientHistories, today: string, balance: number | null): ExpiringWeek[] {
  const weeks: ExpiringWeek[] = Array.from({ length: EXPIRING_WEEKS }, (_, i) => ({
    from: addDays(today, i * 7),
    to: addDays(today, i * 7 + 6),
    clients: 0,
    credits: 0,
    enough: true,
  }));
  const end = weeks[EXPIRING_WEEKS - 1].to;
  for (const client of clients) {
    if (!client.expiry || client.expiry < today || client.expiry > end) continue;
    const events = histories.get(client.name);
    // The reference upstream marks trials; a spec backend's rows do not, so its ledger tells.
    if (client.trial ?? onlyTrial(events)) continue;
    const week = weeks[Math.floor((Date.parse(client.expiry) - Date.parse(today)) / (7 * 86_400_000))];
    week.clients++;
    week.credits += lastPaidMonths(events) ?? DEFAULT_MONTHS;
  }
  let needed = 0;
  for (const week of weeks) {
    needed += week.credits;
    week.enough = balance === null || needed <= balance;
  }
  return weeks;
}
