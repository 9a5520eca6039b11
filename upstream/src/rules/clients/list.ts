// The client list: filter (subtree, search, tab), count and page in SQL, so a page of 10 costs
// the same whether the caller sees 40 clients or 50,000.
import { and, asc, count, desc, eq, gte, like, lt, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/connect";
import { accounts, clients } from "../../db/schema";
import type { Actor } from "../roles";
import { clientInScope } from "../subtree";
import { MAX_PER_PAGE, type ListQuery, type SortKey } from "./input";

const dealer = alias(accounts, "dealer");
const reseller = alias(accounts, "reseller");

const SORT_COLUMNS = {
  name: clients.name,
  expiry: clients.expiry,
  description: clients.description,
  mac: clients.mac,
  created: clients.created,
} satisfies Record<SortKey, unknown>;

/**
 * Case-insensitive "contains" over name, MAC and description (one lower-cased column, see
 * migration 0003) and over the status word the panel shows: ACTIVE, or INACTIVE when expired
 * or switched off. A term matches a status word when the word contains it, so "active"
 * matches both words and "inact" only INACTIVE.
 */
function searchCondition(term: string, today: string): SQL | undefined {
  if (term === "") return undefined;
  const pattern = `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const parts: (SQL | undefined)[] = [like(clients.searchText, pattern)];
  const word = term.toUpperCase();
  if ("ACTIVE".includes(word)) parts.push(and(gte(clients.expiry, today), eq(clients.status, true)));
  if ("INACTIVE".includes(word)) parts.push(or(lt(clients.expiry, today), eq(clients.status, false)));
  return or(...parts);
}

function tabCondition(tab: ListQuery["tab"], today: string): SQL | undefined {
  if (tab === "active") return gte(clients.expiry, today);
  if (tab === "expired") return lt(clients.expiry, today);
  return undefined;
}

function ordering(sort: string): SQL[] {
  const descending = sort.startsWith("-");
  const column = SORT_COLUMNS[sort.replace(/^-/, "") as SortKey];
  const first = descending ? sql`${desc(column)} nulls last` : sql`${asc(column)} nulls last`;
  // Names are unique, so pages never overlap or skip when the first key ties.
  return column === clients.name ? [first] : [first, asc(clients.name)];
}

export async function listClients(db: Db, actor: Actor, query: ListQuery, today: string) {
  const matching = and(clientInScope(actor), searchCondition(query.search, today));
  const [counts] = await db
    .select({
      all: count(),
      active: sql<number>`count(*) filter (where ${clients.expiry} >= ${today})`.mapWith(Number),
      expired: sql<number>`count(*) filter (where ${clients.expiry} < ${today})`.mapWith(Number),
    })
    .from(clients)
    .where(matching);
  const perPage = query.all ? MAX_PER_PAGE : query.per_page;
  const page = query.all ? 1 : query.page;
  const total = counts[query.tab];
  const rows = await db
    .select({
      name: clients.name,
      description: clients.description,
      mac: clients.mac,
      ministra: clients.ministra,
      status: clients.status,
      expiry: clients.expiry,
      trial: clients.trial,
      dealer: dealer.name,
      reseller: reseller.name,
    })
    .from(clients)
    .innerJoin(dealer, eq(dealer.id, clients.dealerId))
    .leftJoin(reseller, and(eq(reseller.id, dealer.parentId), eq(reseller.role, "reseller")))
    .where(and(matching, tabCondition(query.tab, today)))
    .orderBy(...ordering(query.sort))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return {
    client_list: rows,
    total,
    current_page: page,
    per_page: perPage,
    total_pages: Math.max(1, Math.ceil(total / perPage)),
    counts,
  };
}
