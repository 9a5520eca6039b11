// Balance changes and their ledger rows. Callers run these inside the request's transaction
// (http/mutation.ts), so a balance never moves without its ledger row.
import { and, eq, gte, sql } from "drizzle-orm";
import type { Db } from "../db/connect";
import { accounts, ledger, type LedgerType } from "../db/schema";
import { HttpError } from "../http/errors";
import type { Actor } from "./roles";

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
  await tx.update(accounts).set({ credits: sql`${accounts.credits} + ${amount}` }).where(eq(accounts.id, actor.id));
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
