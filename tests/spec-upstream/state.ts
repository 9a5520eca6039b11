// The hierarchy and the money: who sees what, balances that never go negative, ledger rows.
import { HttpError, notFound, refused } from "./errors";
import { nowStamp, today } from "./dates";
import type { Account, Client, LedgerRow, Role, State } from "./types";

const KIND: Record<Role, string> = { admin: "Admin", manager: "Super reseller", reseller: "Reseller", dealer: "Dealer" };

/** Is `name` the caller itself or below it? */
export function inSubtree(s: State, me: Account, name: string): boolean {
  for (let a = s.accounts.get(name); a; a = a.parent ? s.accounts.get(a.parent) : undefined) {
    if (a.name === me.name) return true;
  }
  return false;
}

/** An account of `role` in the caller's subtree, else 404 as if it did not exist. */
export function findAccount(s: State, me: Account, name: string, role: Role): Account {
  const a = s.accounts.get(name);
  if (!a || a.role !== role || !inSubtree(s, me, name)) throw notFound(`${KIND[role]} ${name} not found`);
  return a;
}

export function accountsBelow(s: State, me: Account, role: Role): Account[] {
  return [...s.accounts.values()].filter((a) => a.role === role && a.name !== me.name && inSubtree(s, me, a.name)).sort((a, b) => a.name.localeCompare(b.name));
}

export function childrenOf(s: State, name: string): Account[] {
  return [...s.accounts.values()].filter((a) => a.parent === name);
}

// Each owner's sorted clients, kept until the next POST (./server.ts forgets them): a list is read
// a page at a time, and a page must not cost a scan and a sort of every client, as a database's
// index spares a real backend that.
const listed = new WeakMap<State, Map<string, readonly Client[]>>();

/** Forgets the kept client lists (anything may have changed: a write, a control). */
export function forgetLists(s: State): void {
  listed.delete(s);
}

export function clientsUnder(s: State, owner: Account): readonly Client[] {
  let byOwner = listed.get(s);
  if (!byOwner) listed.set(s, (byOwner = new Map()));
  let rows = byOwner.get(owner.name);
  if (!rows) {
    rows = [...s.clients.values()].filter((c) => inSubtree(s, owner, c.dealer)).sort((a, b) => a.name.localeCompare(b.name));
    byOwner.set(owner.name, rows);
  }
  return rows;
}

export function findClient(s: State, me: Account, name: string): Client {
  const c = s.clients.get(name);
  if (!c || !inSubtree(s, me, c.dealer)) throw notFound(`Client ${name} not found`);
  return c;
}

export const isActive = (c: Client) => c.expiry >= today();

/** The status word the panel shows: INACTIVE when expired or switched off. */
export const statusText = (c: Client) => (isActive(c) && c.status ? "ACTIVE" : "INACTIVE");

/** Refuses (422) unless `who` can pay `n`; the admin always can. Call before changing anything. */
export function checkFunds(who: Account, n: number, message = "Not enough credits"): void {
  if (who.credits !== null && who.credits < n) throw refused(message);
}

/** Adds `delta` (may be negative) to a balance; the admin's stays unlimited. */
export function move(who: Account, delta: number): void {
  if (who.credits === null) return;
  if (who.credits + delta < 0) throw new HttpError(422, "Not enough credits");
  who.credits += delta;
}

export function ledger(s: State, row: Omit<LedgerRow, "created" | "client"> & { client?: string | null }): void {
  s.ledger.push({ created: nowStamp(), client: null, ...row });
}

/** The reseller above a dealer ("" for an unknown dealer). */
export function resellerOf(s: State, dealer: string): string {
  return s.accounts.get(dealer)?.parent ?? "";
}
