// The reference upstream's second rule for Retrieve (upstream/src/rules/clients/billing.ts): an
// account other than the admin gets back at most the months it bought for this client and has
// not taken back yet, so nobody retrieves months the admin or a parent paid for. The panel reads
// it from the account's own ledger; pure, so the tests check it beside the upstream's words.
import type { Transaction } from "@/lib/schemas/client-detail";

/** What a Retrieve preview knows of the server's rules beside the time left. */
export type RetrieveQuote =
  /** The admin: only the time left limits it (its refunds go to an unlimited balance). */
  | { rule: "time" }
  /** Another account: at most `paidMonths`, the months it paid for this client and has not retrieved. */
  | { rule: "paid"; paidMonths: number }
  /** The backend does not say who paid (a spec backend): the server may refuse months someone else paid for. */
  | { rule: "unknown" };

const SIGN: Record<string, 1 | -1> = { "NEW CLIENT": 1, RENEW: 1, RETRIEVED: -1 };

/** Ledger rows name no id: a row of the account's ledger is this client's when its history holds the same row. */
const rowKey = (row: Pick<Transaction, "created" | "type" | "credits">) => `${row.created}|${row.type}|${row.credits}`;

/**
 * Months bought minus months retrieved in `own` (the account's ledger rows about `name`), counting
 * only rows the client's `history` also holds: a deleted client of the same name paid nothing here.
 */
export function paidMonths(name: string, own: readonly Transaction[], history: readonly Transaction[]): number {
  const ofThisClient = new Set(history.map(rowKey));
  let months = 0;
  for (const row of own) {
    const sign = SIGN[row.type];
    if (sign && row.login === name && ofThisClient.has(rowKey(row))) months += sign * row.credits;
  }
  return Math.max(0, months);
}

/** The months a Retrieve may offer: the time left, and for a paying account what it paid for. */
export function retrievableWith(quote: RetrieveQuote | undefined, byTime: number): number {
  return quote?.rule === "paid" ? Math.min(byTime, quote.paidMonths) : byTime;
}
