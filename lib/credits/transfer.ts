// What a credit move will do before it is sent (UPSTREAM.md, Credits): Add moves N from the
// acting account to the child, Remove moves N back, at most the child's balance. The sentences
// come from namespace "credits" through `t`: the screen's useTranslations("credits").
import type { Locale } from "@/i18n/locales";
import { formatCount } from "@/lib/format";
import type { Translate } from "@/lib/i18n/translator";
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

export function transferNote({ transaction, credits: n, balance, unlimited, child, childCredits }: Move, t: Translate, locale?: Locale): CostNote {
  if (n <= 0) return null;
  const fmt = (value: number) => formatCount(value, locale);
  const credits = (count: number) => t("credits", { count, n: fmt(count) });
  const sentences = (...parts: string[]) => parts.filter(Boolean).join(" ");
  if (transaction === 0) {
    if (!unlimited && balance !== null && balance < n) return { text: t("notEnough", { needed: credits(n), balance: fmt(balance) }), enough: false };
    const yours = unlimited ? t("unlimited") : balance === null ? "" : t("yoursAfter", { balance: fmt(balance - n) });
    return { text: sentences(t("adds", { credits: credits(n), child }), yours, t("childAfter", { child, balance: fmt(childCredits + n) })), enough: true };
  }
  if (childCredits < n) return { text: t("childHasOnly", { child, credits: credits(childCredits) }), enough: false };
  const yours = unlimited ? t("unlimited") : balance === null ? "" : t("yoursAfter", { balance: fmt(balance + n) });
  return { text: sentences(t("takes", { credits: credits(n), child }), yours, t("childAfter", { child, balance: fmt(childCredits - n) })), enough: true };
}
