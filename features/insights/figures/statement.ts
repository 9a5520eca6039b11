// A month's statement of one account: the opening balance, each movement of the month with the
// balance after it, the closing balance and the totals by kind. The balances are worked back from
// the balance now through the rows after the month, so the statement agrees with the
// transactions list row for row (opening + every change = closing).
import { dayReader, monthOf } from "./calendar";
import { balanceChange, kindOf, KINDS, type Kind, type LedgerEntry } from "./kinds";

export type StatementLine = LedgerEntry & { kind: Kind; change: number; balance: number | null };
export type Statement = {
  account: string;
  month: string;
  timeZone: string;
  /** null: an unlimited balance (the admin), which has no opening or closing figure. */
  opening: number | null;
  closing: number | null;
  lines: StatementLine[];
  totals: { kind: Kind; count: number; credits: number; change: number }[];
};

export function buildStatement(account: string, month: string, ledger: readonly LedgerEntry[], balanceNow: number | null, timeZone: string): Statement {
  const dayOf = dayReader(timeZone);
  const inMonth: LedgerEntry[] = [];
  let after = 0;
  for (const row of ledger) {
    const rowMonth = monthOf(dayOf(row.created));
    if (rowMonth === month) inMonth.push(row);
    else if (rowMonth > month) after += balanceChange(row);
  }
  inMonth.sort((a, b) => (a.created < b.created ? -1 : a.created > b.created ? 1 : 0));
  const closing = balanceNow === null ? null : balanceNow - after;
  const within = inMonth.reduce((sum, row) => sum + balanceChange(row), 0);
  const opening = closing === null ? null : closing - within;
  let running = opening;
  const lines = inMonth.map((row): StatementLine => {
    const change = balanceChange(row);
    running = running === null ? null : running + change;
    return { ...row, kind: kindOf(row), change, balance: running };
  });
  const totals = KINDS.map((kind) => {
    const of = lines.filter((line) => line.kind === kind);
    return { kind, count: of.length, credits: of.reduce((s, l) => s + l.credits, 0), change: of.reduce((s, l) => s + l.change, 0) };
  }).filter((total) => total.count > 0);
  return { account, month, timeZone, opening, closing, lines, totals };
}
