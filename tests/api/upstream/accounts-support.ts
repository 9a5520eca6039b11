// Helpers shared by the account tests (accounts-*.test.ts): paths per role, an account's row
// and ledger read straight from the database, and fresh login names.
import { sql } from "drizzle-orm";
import type { Db } from "@/upstream/src/db/connect";
import { DEMO, rows, scalar, type DemoRole } from "./support";

export const path = (role: DemoRole, suffix: string) => `/${DEMO[role].prefix}/${suffix}`;

export interface AccountRow {
  name: string;
  role: string;
  parent: string | null;
  credits: number;
  description: string;
}

/** The account as stored, with its parent's name; undefined when there is no such account. */
export async function accountRow(db: Db, name: string): Promise<AccountRow | undefined> {
  const [row] = await rows<AccountRow>(
    db,
    sql`SELECT a.name, a.role, p.name AS parent, a.credits, a.description
      FROM accounts a LEFT JOIN accounts p ON p.id = a.parent_id WHERE a.name = ${name}`,
  );
  return row;
}

export interface LedgerRow {
  type: string;
  login: string;
  credits: number;
  description: string;
}

/** The account's ledger rows, newest first. */
export async function ledgerOf(db: Db, account: string): Promise<LedgerRow[]> {
  return rows<LedgerRow>(
    db,
    sql`SELECT l.type, l.login, l.credits, l.description FROM ledger l JOIN accounts a ON a.id = l.account_id
      WHERE a.name = ${account} ORDER BY l.id DESC`,
  );
}

export const accountCount = (db: Db) => scalar(db, sql`SELECT count(*) FROM accounts`);
export const ledgerCount = (db: Db) => scalar(db, sql`SELECT count(*) FROM ledger`);

export async function setCredits(db: Db, balances: Record<string, number>): Promise<void> {
  for (const [name, credits] of Object.entries(balances)) {
    await db.execute(sql`UPDATE accounts SET credits = ${credits} WHERE name = ${name}`);
  }
}

let serial = 0;
/** A login no seeded account has (each test file has a database of its own). */
export function freshLogin(prefix: string): string {
  serial += 1;
  return `${prefix.slice(0, 10)}_${serial}`;
}
