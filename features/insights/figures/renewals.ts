// Renewal rate, trial conversion and new clients per month, from each client's own ledger rows.
//
// Renewal: every expiry a paid row set (a new client's or a renewal's) is a due day. A due day
// whose next row is a renewal made at most RENEWAL_GRACE_DAYS after it counts as renewed, whether
// the renewal came before the expiry or after it; a retrieve moves the due day (the retrieve's
// expiry is the new one). A due day with no renewal counts once its grace days are over, so the
// current month's rate is not lowered by clients who may still renew. Trials are left to the
// trial conversion. Each due day counts in the month it falls in.
import { dayAdder, lastMonths, monthOf } from "./calendar";
import type { ClientEvent, ClientHistories } from "./client-history";
import type { NewClientsMonth, RenewalMonth, TrialMonth } from "./types";

export const RENEWAL_GRACE_DAYS = 7;

export function clientMonthFigures(histories: ClientHistories, today: string, months: number) {
  const shown = lastMonths(monthOf(today), months);
  const renewals = new Map<string, RenewalMonth>(shown.map((month) => [month, { month, due: 0, renewed: 0 }]));
  const trials = new Map<string, TrialMonth>(shown.map((month) => [month, { month, started: 0, converted: 0 }]));
  const newClients = new Map<string, NewClientsMonth>(shown.map((month) => [month, { month, paid: 0, trials: 0 }]));
  const graceEnd = dayAdder(RENEWAL_GRACE_DAYS);
  for (const events of histories.values()) {
    countDueDays(events, today, renewals, graceEnd);
    for (let i = 0; i < events.length; i++) {
      const e = events[i];
      const month = monthOf(e.day);
      if (e.kind === "newClient") bump(newClients.get(month), "paid");
      if (e.kind !== "trial") continue;
      bump(newClients.get(month), "trials");
      const trial = trials.get(month);
      if (!trial) continue;
      trial.started++;
      if (events.slice(i + 1).some((later) => later.kind === "renewal" && later.credits > 0)) trial.converted++;
    }
  }
  return { renewals: [...renewals.values()], trials: [...trials.values()], newClients: [...newClients.values()] };
}

function bump<T>(row: T | undefined, key: keyof T) {
  if (row) (row[key] as number)++;
}

function countDueDays(events: readonly ClientEvent[], today: string, months: Map<string, RenewalMonth>, graceEnd: (day: string) => string) {
  let due: string | null = null;
  for (const e of events) {
    if (e.kind === "renewal") {
      if (due) tally(months, due, e.day <= graceEnd(due));
      due = e.expiry;
    } else if (e.kind === "newClient" || e.kind === "retrieved") {
      due = e.expiry;
    } else {
      due = null;
    }
  }
  // The last due day: reached and past its grace days without a renewal.
  if (due && graceEnd(due) < today) tally(months, due, false);
}

function tally(months: Map<string, RenewalMonth>, due: string, renewed: boolean) {
  const month = months.get(monthOf(due));
  if (!month) return;
  month.due++;
  if (renewed) month.renewed++;
}
