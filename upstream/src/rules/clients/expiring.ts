// The expiry worklist (defined here): the caller's clients whose subscription ends soon, in two
// groups, filtered, counted and paged in SQL like the client list.
//
// Windows, in the UTC days every expiry uses (a client is active through its expiry day):
// - week: paid clients (not trial) whose expiry is today or one of the next six days, so their
//   last active day falls within the coming 7 days;
// - trials: trial clients whose expiry is today. A trial ends at the midnight (UTC) after its
//   expiry day; of the trials still active, exactly those end within the next 24 hours, whatever
//   the hour now (tomorrow's expiries end more than 24 hours from now, except at 00:00 itself).
import { and, asc, desc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/connect";
import { clients } from "../../db/schema";
import { addDays } from "../dates";
import type { Actor } from "../roles";
import { clientInScope } from "../subtree";
import { listSearch, queryWhole } from "./input";
import { rowsWithOwners, searchCondition } from "./list";

export const EXPIRING_TABS = ["week", "trials"] as const;
export const EXPIRING_SORTS = ["expiry", "-expiry", "name", "-name"] as const;
export const WEEK_DAYS = 7;

export const expiringQuerySchema = z.object({
  page: queryWhole(1, 10_000_000).default(1),
  per_page: queryWhole(1, 5000).default(10),
  search: listSearch,
  tab: z.enum(EXPIRING_TABS).default("week"),
  sort: z.enum(EXPIRING_SORTS, { error: `sort must be one of ${EXPIRING_SORTS.join(", ")}` }).default("expiry"),
});
export type ExpiringQuery = z.output<typeof expiringQuerySchema>;

/** The condition of each group on the clients table. */
export function windowCondition(tab: (typeof EXPIRING_TABS)[number], today: string): SQL {
  if (tab === "trials") return and(eq(clients.trial, true), eq(clients.expiry, today))!;
  return and(eq(clients.trial, false), gte(clients.expiry, today), lte(clients.expiry, addDays(today, WEEK_DAYS - 1)))!;
}

export async function listExpiring(db: Db, actor: Actor, query: ExpiringQuery, today: string) {
  const search = searchCondition(query.search, today)?.where;
  // Both windows lie within [today, today + 6]: the expiry index narrows the scan to them.
  const near = and(clientInScope(actor), gte(clients.expiry, today), lte(clients.expiry, addDays(today, WEEK_DAYS - 1)), search);
  const [counts] = await db
    .select({
      week: sql<number>`count(*) filter (where ${windowCondition("week", today)})`.mapWith(Number),
      trials: sql<number>`count(*) filter (where ${windowCondition("trials", today)})`.mapWith(Number),
    })
    .from(clients)
    .where(near);
  const key = query.sort.replace(/^-/, "") as "expiry" | "name";
  const direction = query.sort.startsWith("-") ? desc : asc;
  const order = key === "name" ? [direction(clients.name)] : [direction(clients.expiry), asc(clients.name)];
  const rows = await rowsWithOwners(db)
    .where(and(near, windowCondition(query.tab, today)))
    .orderBy(...order)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const total = counts[query.tab];
  return {
    client_list: rows,
    total,
    current_page: query.page,
    per_page: query.per_page,
    total_pages: Math.max(1, Math.ceil(total / query.per_page)),
    counts,
  };
}
