import "server-only";
import { addMonths, monthOf } from "../figures/calendar";
import { buildStatement, type Statement } from "../figures/statement";
import { LEDGER_MONTHS } from "./ledger";
import { accountSnapshot } from "./snapshot";
import type { SessionData } from "@/lib/session";

/** The months a statement can be asked for: the ledger read holds them and every row after them. */
export const STATEMENT_MONTHS = LEDGER_MONTHS - 1;

export class MonthOutOfRangeError extends Error {}
/** The backend does not show this account's transactions: a statement of no rows would misstate its month. */
export class LedgerNotShownError extends Error {}

export async function monthStatement(session: SessionData, account: string | null, month: string): Promise<Statement> {
  const { insights, ledger } = await accountSnapshot(session, account);
  if (!insights.ledgerRead) throw new LedgerNotShownError(insights.account);
  const current = monthOf(insights.today);
  if (month > current || month < addMonths(current, -(STATEMENT_MONTHS - 1))) throw new MonthOutOfRangeError(month);
  return buildStatement(insights.account, month, ledger, insights.balance, insights.timeZone);
}
