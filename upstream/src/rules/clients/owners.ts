// Who owns a client, as the roles above the dealer see it: the dealer and, when the dealer hangs
// under a reseller, that reseller. One place for the join that the client list, the expiry
// worklist and a single client's view use.
import { and, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/connect";
import { accounts } from "../../db/schema";

export const dealer = alias(accounts, "dealer");
export const reseller = alias(accounts, "reseller");

/** The reseller above `dealer`, for a left join (a manager's or the admin's own dealer has none). */
export const resellerOfDealer = and(eq(reseller.id, dealer.parentId), eq(reseller.role, "reseller"));

/** The owners' names a list row carries. */
export const OWNER_NAMES = { dealer: dealer.name, reseller: reseller.name };

/** The owners' names of one dealer's clients. */
export async function ownerNames(db: Db, dealerId: number): Promise<{ dealer: string; reseller: string | null }> {
  const [row] = await db.select(OWNER_NAMES).from(dealer).leftJoin(reseller, resellerOfDealer).where(eq(dealer.id, dealerId));
  return row;
}
