// What an action will cost before it is sent: one credit a month, a trial is free, the
// admin's balance is unlimited (UPSTREAM.md, Credits). A note is its sentences as keys of
// namespace "credits" with their figures; the screen writes them in the reader's language
// (noteText, with the screen's useTranslations("credits")).
import type { Locale } from "@/i18n/locales";
import { formatCount } from "@/lib/format";
import type { Translate } from "@/lib/i18n/translator";

/**
 * One sentence: its key, its figures (written in the reader's grouping) and the names in it (an
 * account's login, as it is). A figure that chooses a plural is given as a number too: `count`
 * (shown as {n}) and `<x>Count` (shown as {<x>}).
 */
export type NoteSentence = { key: string; figures?: Record<string, number>; names?: Record<string, string> };
export type CostNote = { sentences: NoteSentence[]; enough: boolean } | null;

/** The note's sentences, one after the other, in the language of `t`. */
export function noteText(note: NonNullable<CostNote>, t: Translate, locale?: Locale): string {
  return note.sentences
    .map(({ key, figures = {}, names = {} }) => {
      const values: Record<string, string | number> = { ...names };
      for (const [name, value] of Object.entries(figures)) {
        if (name === "count") Object.assign(values, { count: value, n: formatCount(value, locale) });
        else if (name.endsWith("Count")) Object.assign(values, { [name]: value, [name.slice(0, -"Count".length)]: formatCount(value, locale) });
        else values[name] = formatCount(value, locale);
      }
      return t(key, values);
    })
    .join(" ");
}

type Spend = {
  months: number;
  /** The signed-in account's balance; null when unknown (or for the admin). */
  credits: number | null;
  unlimited: boolean;
  /** On the add form 0 months is a free two-day trial; elsewhere 0 spends nothing. */
  trial?: boolean;
};

export function spendNote({ months, credits: balance, unlimited, trial = false }: Spend): CostNote {
  if (months <= 0) return trial ? { sentences: [{ key: "trialFree" }], enough: true } : null;
  const use = { key: "willUse", figures: { count: months } };
  if (unlimited) return { sentences: [use, { key: "unlimited" }], enough: true };
  if (balance === null) return { sentences: [use], enough: true };
  if (balance < months) return { sentences: [{ key: "notEnough", figures: { count: months, balance } }], enough: false };
  return { sentences: [use, { key: "balanceAfter", figures: { balance: balance - months } }], enough: true };
}

/** Retrieving gives one credit back per month. */
export function refundNote({ months, credits: balance, unlimited }: Omit<Spend, "trial">): CostNote {
  if (months <= 0) return null;
  const give = { key: "returns", figures: { count: months } };
  if (unlimited || balance === null) return { sentences: [give], enough: true };
  return { sentences: [give, { key: "balanceAfter", figures: { balance: balance + months } }], enough: true };
}
