// The dashboard counts: live queries over the caller's subtree. A client is active while its
// expiry is today or later; trials and Ministra clients count only while active.
import { and, count, eq, gte, lt, type SQL } from "drizzle-orm";
import type { Db } from "../db/connect";
import { accounts, clients, tickets } from "../db/schema";
import { accountBelow, clientInScope } from "./subtree";
import type { Actor, Role } from "./roles";

type Counter = (db: Db, actor: Actor, today: string) => Promise<number>;

function clientCount(condition: (today: string) => SQL | undefined): Counter {
  return async (db, actor, today) => {
    const [row] = await db
      .select({ n: count() })
      .from(clients)
      .where(and(clientInScope(actor), condition(today)));
    return row.n;
  };
}

function accountCount(role: Role): Counter {
  return async (db, actor) => {
    const [row] = await db
      .select({ n: count() })
      .from(accounts)
      .where(and(accountBelow(actor), eq(accounts.role, role)));
    return row.n;
  };
}

const active = (today: string) => gte(clients.expiry, today);

/**
 * Each count call: its path suffix, the lowest role that has it, the query, and whether it reads
 * every client of the subtree (those are remembered until a client changes, rules/stats-cache.ts).
 */
export const COUNTS: { path: string; minRole: Role; count: Counter; perClient?: true }[] = [
  { path: "totalclients", minRole: "dealer", count: clientCount(() => undefined), perClient: true },
  { path: "totalactiveclients", minRole: "dealer", count: clientCount(active), perClient: true },
  { path: "totalexpiredclients", minRole: "dealer", count: clientCount((today) => lt(clients.expiry, today)), perClient: true },
  { path: "totalactivetrials", minRole: "dealer", count: clientCount((t) => and(active(t), eq(clients.trial, true))), perClient: true },
  { path: "totalactiveministra", minRole: "dealer", count: clientCount((t) => and(active(t), eq(clients.ministra, true))), perClient: true },
  { path: "totaldealers", minRole: "reseller", count: accountCount("dealer") },
  { path: "totalresellers", minRole: "manager", count: accountCount("reseller") },
  { path: "totalsuperresellers", minRole: "admin", count: accountCount("manager") },
  {
    path: "activetickets",
    minRole: "admin",
    count: async (db) => (await db.select({ n: count() }).from(tickets).where(eq(tickets.status, 0)))[0].n,
  },
];
