// The Insights figures as the BFF answers them and the screen draws them (docs/insights.md).

export type MonthSpend = {
  month: string;
  newClient: number;
  renewal: number;
  trial: number;
  /** Credits given back by retrieving months (a refund, shown as a positive number). */
  retrieved: number;
  /** Credits moved down to sub-accounts, net of what was taken back from them. */
  movedDown: number;
  /** What the month cost: the four kinds, less the refunds. */
  total: number;
};

export type ExpiringWeek = { from: string; to: string; clients: number; credits: number; enough: boolean };
export type RenewalMonth = { month: string; due: number; renewed: number };
export type TrialMonth = { month: string; started: number; converted: number };
export type NewClientsMonth = { month: string; paid: number; trials: number };

export type Insights = {
  /** The account the figures are about: the signed-in one, or a sub-account of its subtree. */
  account: string;
  today: string;
  timeZone: string;
  /** null: unlimited (the admin) or not known. */
  balance: number | null;
  spend: MonthSpend[];
  soFar: { days: number; thisMonth: number; lastMonth: number };
  expiring: ExpiringWeek[];
  runway: { spent30: number; days: number | null };
  renewals: RenewalMonth[];
  trials: TrialMonth[];
  newClients: NewClientsMonth[];
  /** `active` null: the client list does not say which of them are the account's (a sub-account's on some backends). */
  clients: { all: number; active: number | null };
  /** The oldest day of the transactions read: figures before it cannot be told. */
  ledgerFrom: string | null;
};

/** A sub-account's line in the table; null where its backend does not answer that figure. */
export type SubAccountLine = {
  name: string;
  kind: "manager" | "reseller" | "dealer";
  clients: number | null;
  active: number | null;
  spendThisMonth: number | null;
  spendLastMonth: number | null;
  renewalRate: number | null;
};
