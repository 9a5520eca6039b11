// What an action will cost before it is sent: one credit a month, a trial is free, the
// admin's balance is unlimited (upstream/README.md, Credits).
import { formatCount } from "@/lib/format";

export type CreditNote = { text: string; enough: boolean } | null;

/** One sentence of a note as namespace "credits" says it: its key, the figures in it and the names (an account's login, as it is). */
export type NotePart = { key: string; values?: Record<string, number>; names?: Record<string, string> };

/**
 * The note with its sentences as catalogue keys, for features/credits/components/cost-note.tsx to show in
 * the reader's language. They are not enumerable: the note still is { text, enough } (the English
 * text the tests and the spec read); the parts only say how to translate it.
 */
export function withParts<N extends NonNullable<CreditNote>>(note: N, ...parts: NotePart[]): N {
  return Object.defineProperty(note, "parts", { value: parts, enumerable: false });
}

export function partsOf(note: CreditNote): NotePart[] | undefined {
  return (note as { parts?: NotePart[] } | null)?.parts;
}

type Spend = {
  months: number;
  /** The signed-in account's balance; null when unknown (or for the admin). */
  credits: number | null;
  unlimited: boolean;
  /** On the add form 0 months is a free two-day trial; elsewhere 0 spends nothing. */
  trial?: boolean;
};

const credits = (n: number) => `${n} ${n === 1 ? "credit" : "credits"}`;

export function spendNote({ months, credits: balance, unlimited, trial = false }: Spend): CreditNote {
  if (months <= 0) return trial ? withParts({ text: "A trial is free: 2 days, no credits used.", enough: true }, { key: "trialFree" }) : null;
  const use = `This will use ${credits(months)}.`;
  const usePart = { key: "willUse", values: { count: months } };
  if (unlimited) return withParts({ text: `${use} Your balance is unlimited.`, enough: true }, usePart, { key: "unlimited" });
  if (balance === null) return withParts({ text: use, enough: true }, usePart);
  if (balance < months) {
    return withParts(
      { text: `Not enough credits: this needs ${credits(months)} and your balance is ${formatCount(balance)}.`, enough: false },
      { key: "notEnough", values: { count: months, balance } },
    );
  }
  return withParts({ text: `${use} Balance after: ${formatCount(balance - months)}.`, enough: true }, usePart, {
    key: "balanceAfter",
    values: { balance: balance - months },
  });
}

/** Retrieving gives one credit back per month. */
export function refundNote({ months, credits: balance, unlimited }: Omit<Spend, "trial">): CreditNote {
  if (months <= 0) return null;
  const give = `This returns ${credits(months)}.`;
  const givePart = { key: "returns", values: { count: months } };
  if (unlimited || balance === null) return withParts({ text: give, enough: true }, givePart);
  return withParts({ text: `${give} Balance after: ${formatCount(balance + months)}.`, enough: true }, givePart, {
    key: "balanceAfter",
    values: { balance: balance + months },
  });
}
