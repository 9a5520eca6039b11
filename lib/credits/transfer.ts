// What a credit move will do before it is sent (UPSTREAM.md, Credits): Add moves N from the
// acting account to the child, Remove moves N back, at most the child's balance. Its sentences
// are keys of namespace "credits" (./cost.ts noteText, with the screen's useTranslations("credits")).
import type { CostNote, NoteSentence } from "./cost";

type Move = {
  transaction: 0 | 1;
  credits: number;
  /** The acting account's balance; null when unknown or unlimited. */
  balance: number | null;
  unlimited: boolean;
  child: string;
  childCredits: number;
};

export function transferNote({ transaction, credits: n, balance, unlimited, child, childCredits }: Move): CostNote {
  if (n <= 0) return null;
  const names = { child };
  const yours = (after: number): NoteSentence[] => (unlimited ? [{ key: "unlimited" }] : balance === null ? [] : [{ key: "yoursAfter", figures: { balance: after } }]);
  if (transaction === 0) {
    if (!unlimited && balance !== null && balance < n) return { sentences: [{ key: "notEnough", figures: { count: n, balance } }], enough: false };
    return { sentences: [{ key: "adds", figures: { count: n }, names }, ...yours((balance ?? 0) - n), { key: "childAfter", figures: { balance: childCredits + n }, names }], enough: true };
  }
  if (childCredits < n) return { sentences: [{ key: "childHasOnly", figures: { count: childCredits }, names }], enough: false };
  return { sentences: [{ key: "takes", figures: { count: n }, names }, ...yours((balance ?? 0) + n), { key: "childAfter", figures: { balance: childCredits - n }, names }], enough: true };
}
