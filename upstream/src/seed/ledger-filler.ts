// npm run seed -- --ledger N: fills one account's ledger (the demo dealer's by default) up to N
// rows, so that a bench can compare the transactions list at 2,000 and at 200,000 rows. The rows
// look like a busy dealer's last two years: purchases and renewals for its clients, credits
// received from and returned to its reseller.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/connect";
import { accounts, clients, ledger, ledgerCounts } from "../db/schema";
import { monthsLabel } from "../rules/credits";
import { addMonths, dayOf } from "../rules/dates";
import { bulkInsert } from "./bulk-insert";
import { createRandom, type Random } from "./random";

type LedgerRow = typeof ledger.$inferInsert;

const SPAN_MS = 730 * 24 * 3_600_000;
const BATCH = 20_000;
const SEED = 20_240_612;

// No client_id: these rows are history only, so they never count as months the dealer could
// retrieve from a live client (rules/clients/billing.ts reads client_id).
function fillerRow(random: Random, accountId: number, created: Date, clientNames: string[], parent: string): LedgerRow {
  const type = random.weighted([
    ["RENEW", 50],
    ["NEW CLIENT", 25],
    ["RETRIEVED", 5],
    ["RECEIVED", 15],
    ["REMOVED", 5],
  ] as const);
  if (type === "RECEIVED" || type === "REMOVED") {
    const description = type === "REMOVED" ? "Correction" : random.pick(["Monthly top-up", "Prepaid", "Promo bonus", ""]);
    return { accountId, type, login: parent, credits: random.pick([10, 20, 25, 50]), expiry: null, description, created };
  }
  const months = random.weighted([
    [1, 3],
    [3, 4],
    [6, 2],
    [12, 2],
  ] as const);
  const expiry = addMonths(dayOf(created), months);
  return { accountId, type, login: random.pick(clientNames), credits: months, expiry, description: monthsLabel(months), created };
}

/** Adds rows until `account` has `target` ledger rows; returns how many were added (0 when it had enough). */
export async function fillLedger(db: Db, { target, now, account = "dealer" }: { target: number; now: Date; account?: string }): Promise<number> {
  const random = createRandom(SEED);
  return db.transaction(async (tx) => {
    const [owner] = await tx.select({ id: accounts.id, parentId: accounts.parentId }).from(accounts).where(eq(accounts.name, account));
    if (!owner) throw new Error(`no account named ${account}`);
    const [parent] = await tx
      .select({ name: accounts.name })
      .from(accounts)
      .where(eq(accounts.id, owner.parentId ?? owner.id));
    const names = (await tx.select({ name: clients.name }).from(clients).where(eq(clients.dealerId, owner.id))).map((c) => c.name);
    const [kept] = await tx.select({ rows: ledgerCounts.rows }).from(ledgerCounts).where(eq(ledgerCounts.accountId, owner.id));
    const missing = Math.max(0, target - (kept?.rows ?? 0));
    const clientNames = names.length > 0 ? names : [account];
    // Spread evenly over the span before now, newest first, a little jitter on each.
    const step = SPAN_MS / Math.max(missing, 1);
    for (let start = 0; start < missing; start += BATCH) {
      const rows: LedgerRow[] = [];
      for (let i = start; i < Math.min(missing, start + BATCH); i++) {
        const created = new Date(now.getTime() - (i + random.next()) * step - 60_000);
        rows.push(fillerRow(random, owner.id, created, clientNames, parent.name));
      }
      await bulkInsert(tx, ledger, rows);
    }
    // PGlite runs no autovacuum, hence no automatic ANALYZE: without statistics the planner
    // guesses a couple of hundred rows per account and sorts all 200,000 for a deep page.
    await tx.execute(sql`ANALYZE ledger`);
    return missing;
  });
}
