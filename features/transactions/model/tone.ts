// The one colour rule of every ledger table (upstream/README.md, Credits; accounts spec §4): a row is
// green when the viewer's balance went up, red when it went down. The rows are written from the
// viewer's side, so the type tells which: credits received, taken back from a child, or refunded.
import type { Locale } from "@/i18n/locales";
import { formatCount, isolateLtr } from "@/lib/format";

const BALANCE_UP: ReadonlySet<string> = new Set(["RECEIVED", "REMOVE", "RETRIEVED"]);

export type TransactionTone = "success" | "danger";

export function transactionTone(type: string): TransactionTone {
  return BALANCE_UP.has(type.trim().toUpperCase()) ? "success" : "danger";
}

/**
 * The amount as the ledger's owner felt it: "+5" when the balance went up, "−5" (a true minus)
 * when it went down; 0 unsigned. The rows hold amounts without a sign, so the type gives it. The
 * sign stays before the digits in Arabic too (isolated, lib/format.ts).
 */
export function signedCredits(type: string, credits: number, locale?: Locale): string {
  const amount = formatCount(Math.abs(credits), locale);
  if (credits === 0) return amount;
  return isolateLtr(`${transactionTone(type) === "success" ? "+" : "\u2212"}${amount}`, locale);
}
