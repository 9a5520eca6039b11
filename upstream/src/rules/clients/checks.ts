// The database-backed rules of a client change: who the owning dealer is, and that name and
// MAC are free. (Package rules are in ../catalog.ts.)
import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { accounts, clients } from "../../db/schema";
import { HttpError } from "../../http/errors";
import type { Actor } from "../roles";
import { findAccount } from "../subtree";

/**
 * The dealer a client of this actor belongs to. A dealer owns its clients itself; higher roles
 * name a dealer in their subtree (404 otherwise) and, when they also name a reseller, the
 * dealer must be that reseller's.
 */
export async function resolveDealer(tx: Db, actor: Actor, dealerName: string, resellerName = ""): Promise<number> {
  if (actor.role === "dealer") return actor.id;
  if (dealerName === "") throw new HttpError(400, "dealer: Please select a dealer");
  const dealer = await findAccount(tx, actor, dealerName, "dealer");
  if (resellerName !== "" && actor.role !== "reseller") {
    const reseller = await findAccount(tx, actor, resellerName, "reseller");
    const [row] = await tx.select({ parentId: accounts.parentId }).from(accounts).where(eq(accounts.id, dealer.id));
    if (row.parentId !== reseller.id) {
      throw new HttpError(422, `Dealer ${dealer.name} does not belong to reseller ${reseller.name}`);
    }
  }
  return dealer.id;
}

export async function ensureNameFree(tx: Db, name: string): Promise<void> {
  const [taken] = await tx.select({ id: clients.id }).from(clients).where(eq(clients.name, name));
  if (taken) throw new HttpError(409, "Login name already exists");
}

/** MACs are unique among all clients (not just the subtree), except for the client itself. */
export async function ensureMacFree(tx: Db, mac: string | null, exceptClientId?: number): Promise<void> {
  if (mac === null) return;
  const [taken] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.mac, mac), exceptClientId === undefined ? undefined : ne(clients.id, exceptClientId)));
  if (taken) throw new HttpError(409, "MAC address is already in use");
}

/** A MAC is required unless the client uses the Ministra player. */
export function macToStore(mac: string, ministra: boolean): string | null {
  if (mac !== "") return mac;
  if (ministra) return null;
  throw new HttpError(400, "stb_mac: A MAC address is required unless Ministra is ticked");
}
