// Finding a managed account below the caller, and locking account rows in a deadlock-free order.
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { accounts } from "../../db/schema";
import { HttpError } from "../../http/errors";
import type { Actor } from "../roles";
import { accountBelow } from "../subtree";
import { KIND_LABEL, type AccountKind } from "./kinds";

export type AccountRow = typeof accounts.$inferSelect;

/**
 * The named account of that kind strictly below the actor; anything else (outside the subtree,
 * another kind, the actor itself) answers 404, as if it did not exist.
 */
export async function findManaged(db: Db, actor: Actor, name: string, kind: AccountKind): Promise<AccountRow> {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.name, name), eq(accounts.role, kind), accountBelow(actor)));
  if (!row) throw new HttpError(404, `${KIND_LABEL[kind]} ${name} not found`);
  return row;
}

export type LockStrength = "update" | "no key update";

/**
 * Locks the given account rows, always in id order, and returns them by id (a row deleted in
 * the meantime is missing). Every account write that touches two rows locks through here, so
 * two requests on overlapping pairs (manager→reseller and reseller→dealer, an add racing a
 * remove) queue instead of deadlocking. "no key update" is enough for balance changes and does
 * not block the foreign-key checks of concurrent inserts; deleting a row needs "update".
 */
export async function lockAccounts(tx: Db, wanted: { id: number; strength: LockStrength }[]): Promise<Map<number, AccountRow>> {
  const locked = new Map<number, AccountRow>();
  for (const { id, strength } of [...wanted].sort((a, b) => a.id - b.id)) {
    const [row] = await tx.select().from(accounts).where(eq(accounts.id, id)).for(strength);
    if (row) locked.set(id, row);
  }
  return locked;
}
