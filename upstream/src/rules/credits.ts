// Balance changes and their ledger rows. Callers run these inside the request's transaction
// (http/mutation.ts), so a balance never moves without its ledger row.
import { and, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../db/connect";
import { accounts, ledger, type LedgerType } from "../db/schema";
import { HttpError } from "../http/errors";
import type { Actor } from "./roles";

/**
 * Locks the actor's own account row, as the first statement of every write transaction (see
 * http/mutation.ts), so that all writes by one account take their locks in one order: this row
 * first, then whatever the work locks. Taken later, after the Idempotency-Key insert (whose
 * foreign key key-share-locks this same row) or after the client rows, two concurrent requests
 * of one account each held what the other waited for, and PostgreSQL aborted one as a deadlock.
 * NO KEY UPDATE is the lock an UPDATE of the balance takes anyway; unlike FOR UPDATE it does not
 * block other transactions' foreign-key checks against this account. The admin's balance is
 * unlimited and never updated, so its writes need no such lock and do not queue behind each other.
 */
export async function lockOwnAccount(tx: Db, actor: Actor): Promise<void> {
  if (actor.role === "admin") return;
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, actor.id)).for("no key update");
}

/**
 * Takes `amount` credits from the actor. The admin's balance is unlimited. The decrement is
 * conditional, so concurrent spenders can never take the balance below zero: the loser of a
 * race updates no row and is refused.
 */
export async function spend(tx: Db, actor: Actor, amount: number): Promise<void> {
  if (actor.role === "admin" || amount === 0) return;
  const updated = await tx
    .update(accounts)
    .set({ credits: sql`${accounts.credits} - ${amount}` })
    .where(and(eq(accounts.id, actor.id), gte(accounts.credits, amount)))
    .returning({ credits: accounts.credits });
  if (updated.length === 0) throw new HttpError(422, "Not enough credits");
}

/** Gives `amount` credits back to the actor (nothing to do for the admin). */
export async function refund(tx: Db, actor: Actor, amount: number): Promise<void> {
  if (actor.role === "admin" || amount === 0) return;
  await tx
    .update(accounts)
    .set({ credits: sql`${accounts.credits} + ${amount}` })
    .where(eq(accounts.id, actor.id));
}

export interface LedgerEntry {
  type: LedgerType;
  login: string;
  credits: number;
  clientId?: number;
  expiry?: string;
  description?: string;
  created: Date;
}

export async function record(tx: Db, accountId: number, entry: LedgerEntry): Promise<void> {
  await tx.insert(ledger).values({ accountId, ...entry });
}

export function monthsLabel(months: number): string {
  return months === 0 ? "Trial - 2 days" : `${months} month${months === 1 ? "" : "s"}`;
}
