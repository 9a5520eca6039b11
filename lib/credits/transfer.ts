// What a credit move will do before it is sent (UPSTREAM.md, Credits): Add moves N from the
// acting account to the child, Remove moves N back, at most the child's balance.
import { formatCount as fmt } from "@/lib/format";
import type { CostNote } from "./cost";

type Move = {
  transaction: 0 | 1;
  credits: number;
  /** The acting account's balance; null when unknown or unlimited. */
  balance: number | null;
  unlimited: boolean;
  child: string;
  childCredits: number;
};

const credits = (n: number) => `${fmt(n)} ${n === 1 ? "credit" : "credits"}`;

export function transferNote({ transaction, credits: n, balance, unlimited, child, childCredits }: Move): CostNote {
  if (n <= 0) return null;
  if (transaction === 0) {
    if (!unlimited && balance !== null && balance < n) return { text: `Not enough credits: this needs ${credits(n)} and your balance is ${fmt(balance)}.`, enough: false };
    const yours = unlimited ? "Your balance is unlimited." : balance === null ? "" : `Your balance after: ${fmt(balance - n)}.`;
    return { text: `Adds ${credits(n)} to ${child}. ${yours} ${child}'s balance after: ${fmt(childCredits + n)}.`.replace(/\s+/g, " "), enough: true };
  }
  if (childCredits < n) return { text: `${child} has only ${credits(childCredits)}: at most that can be removed.`, enough: false };
  const yours = unlimited ? "Your balance is unlimited." : balance === null ? "" : `Your balance after: ${fmt(balance + n)}.`;
  return { text: `Takes ${credits(n)} back from ${child}. ${yours} ${child}'s balance after: ${fmt(childCredits - n)}.`.replace(/\s+/g, " "), enough: true };
}
