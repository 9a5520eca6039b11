// What a credit move will do before it is sent (upstream/README.md, Credits): Add moves N from the
// acting account to the child, Remove moves N back, at most the child's balance. The note's
// English text is the spec's; its parts are the same sentences as keys of namespace "credits"
// (./cost.ts withParts), which features/credits/components/cost-note.tsx says in the reader's language.
import { formatCount as fmt } from "@/lib/format";
import { withParts, type CreditNote, type NotePart } from "./cost";

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

export function transferNote({ transaction, credits: n, balance, unlimited, child, childCredits }: Move): CreditNote {
  if (n <= 0) return null;
  const names = { child };
  const yours = (after: number): { text: string; parts: NotePart[] } =>
    unlimited
      ? { text: "Your balance is unlimited.", parts: [{ key: "unlimited" }] }
      : balance === null
        ? { text: "", parts: [] }
        : { text: `Your balance after: ${fmt(after)}.`, parts: [{ key: "yoursAfter", values: { balance: after } }] };
  if (transaction === 0) {
    if (!unlimited && balance !== null && balance < n) {
      return withParts(
        { text: `Not enough credits: this needs ${credits(n)} and your balance is ${fmt(balance)}.`, enough: false },
        { key: "notEnough", values: { count: n, balance } },
      );
    }
    const mine = yours((balance ?? 0) - n);
    const text = `Adds ${credits(n)} to ${child}. ${mine.text} ${child}'s balance after: ${fmt(childCredits + n)}.`.replace(/\s+/g, " ");
    return withParts({ text, enough: true }, { key: "adds", values: { count: n }, names }, ...mine.parts, {
      key: "childAfter",
      values: { balance: childCredits + n },
      names,
    });
  }
  if (childCredits < n) {
    return withParts(
      { text: `${child} has only ${credits(childCredits)}: at most that can be removed.`, enough: false },
      { key: "childHasOnly", values: { count: childCredits }, names },
    );
  }
  const mine = yours((balance ?? 0) + n);
  const text = `Takes ${credits(n)} back from ${child}. ${mine.text} ${child}'s balance after: ${fmt(childCredits - n)}.`.replace(/\s+/g, " ");
  return withParts({ text, enough: true }, { key: "takes", values: { count: n }, names }, ...mine.parts, {
    key: "childAfter",
    values: { balance: childCredits - n },
    names,
  });
}
