// What an account may see: itself and every account below it, and the clients of the dealers
// among them. Expressed as SQL conditions so that filtering, counting and paging stay in SQL.
import { and, eq, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/connect";
import { accounts, clients } from "../db/schema";
import { HttpError } from "../http/errors";
import type { Actor, Role } from "./roles";

/** A subquery of the ids of every account below the actor (not the actor itself). */
export function descendantIds(actor: Actor): SQL {
  return sql`(WITH RECURSIVE below (id) AS (
      SELECT id FROM accounts WHERE parent_id = ${actor.id}
      UNION ALL
      SELECT a.id FROM accounts a JOIN below b ON a.parent_id = b.id)
    SELECT id FROM below)`;
}

/** Condition on the clients table: the client belongs to a dealer within the actor's subtree. */
export function clientInScope(actor: Actor): SQL {
  if (actor.role === "admin") return sql`true`;
  if (actor.role === "dealer") return sql`${clients.dealerId} = ${actor.id}`;
  return sql`${clients.dealerId} IN ${descendantIds(actor)}`;
}

/** Condition on the accounts table: the account is below the actor. */
export function accountBelow(actor: Actor): SQL {
  if (actor.role === "admin") return sql`${accounts.id} <> ${actor.id}`;
  return sql`${accounts.id} IN ${descendantIds(actor)}`;
}

/**
 * The named account when it is the actor or below it; otherwise 404, exactly as if it did not
 * exist, so names outside the subtree leak nothing.
 */
export async function findAccount(db: Db, actor: Actor, name: string, role?: Role): Promise<Actor> {
  const [row] = await db
    .select({ id: accounts.id, name: accounts.name, role: accounts.role })
    .from(accounts)
    .where(and(eq(accounts.name, name), or(eq(accounts.id, actor.id), accountBelow(actor)), role && eq(accounts.role, role)));
  if (!row) throw new HttpError(404, `${role ? roleLabel(role) : "Account"} not found`);
  return row;
}

function roleLabel(role: Role): string {
  return role === "manager" ? "Super reseller" : role[0].toUpperCase() + role.slice(1);
}
