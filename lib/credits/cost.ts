// What an action will cost before it is sent: one credit a month, a trial is free, the
// admin's balance is unlimited (UPSTREAM.md, Credits).
import { formatCount } from "@/lib/format";

export type CostNote = { text: string; enough: boolean } | null;

type Spend = {
  months: number;
  /** The signed-in account's balance; null when unknown (or for the admin). */
  credits: number | null;
  unlimited: boolean;
  /** On the add form 0 months is a free two-day trial; elsewhere 0 spends nothing. */
  trial?: boolean;
};

const credits = (n: number) => `${n} ${n === 1 ? "credit" : "credits"}`;

export function spendNote({ months, credits: balance, unlimited, trial = false }: Spend): CostNote {
  if (months <= 0) return trial ? { text: "A trial is free: 2 days, no credits used.", enough: true } : null;
  const use = `This will use ${credits(months)}.`;
  if (unlimited) return { text: `${use} Your balance is unlimited.`, enough: true };
  if (balance === null) return { text: use, enough: true };
  if (balance < months) {
    return { text: `Not enough credits: this needs ${credits(months)} and your balance is ${formatCount(balance)}.`, enough: false };
  }
  return { text: `${use} Balance after: ${formatCount(balance - months)}.`, enough: true };
}

/** Retrieving gives one credit back per month. */
export function refundNote({ months, credits: balance, unlimited }: Omit<Spend, "trial">): CostNote {
  if (months <= 0) return null;
  const give = `This returns ${credits(months)}.`;
  if (unlimited || balance === null) return { text: give, enough: true };
  return { text: `${give} Balance after: ${formatCount(balance + months)}.`, enough: true };
}
