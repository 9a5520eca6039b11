// Every Insights figure of one account from one snapshot of its lists, in one go: the ledger is
// grouped by client once and each card reads that, so no card goes through the rows again.
import { dayReader } from "./calendar";
import { clientHistories } from "./client-history";
import { expiringWeeks, type ExpiringClient } from "./expiring";
import type { LedgerEntry } from "./kinds";
import { clientMonthFigures } from "./renewals";
import { SPEND_MONTHS, spendFigures } from "./spend";
import type { Insights } from "./types";

export type InsightsInput = {
  account: string;
  clients: readonly ExpiringClient[];
  ledger: readonly LedgerEntry[];
  balance: number | null;
  timeZone: string;
  now: Date;
};

export function computeInsights({ account, clients, ledger, balance, timeZone, now }: InsightsInput): Insights {
  const dayOf = dayReader(timeZone);
  const today = dayOf(now.toISOString());
  const histories = clientHistories(ledger, dayOf);
  let oldest: string | null = null;
  for (const row of ledger) if (oldest === null || row.created < oldest) oldest = row.created;
  let active = 0;
  for (const client of clients) if (client.expiry && client.expiry >= today) active++;
  return {
    account,
    today,
    timeZone,
    balance,
    ...spendFigures(ledger, dayOf, today, balance),
    expiring: expiringWeeks(clients, histories, today, balance),
    ...clientMonthFigures(histories, today, SPEND_MONTHS),
    clients: { all: clients.length, active },
    ledgerFrom: oldest && dayOf(oldest),
  };
}
