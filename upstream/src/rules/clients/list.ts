// The client list: filter (subtree, search, tab), count and page in SQL, so a page of 10 costs
// the same whether the caller sees 40 clients or 50,000, and a search costs what its matches do.
import { and, count, eq, gte, like, lt, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/connect";
import { clients } from "../../db/schema";
import type { Actor } from "../roles";
import type { StatsCache } from "../stats-cache";
import { clientInScope } from "../subtree";
import { MAX_PER_PAGE, type ListQuery, type SortKey } from "./input";
import { dealer, OWNER_NAMES, reseller, resellerOfDealer } from "./owners";

type SortColumns = Record<SortKey, AnyPgColumn>;

const SORT_COLUMNS: SortColumns = {
  name: clients.name,
  expiry: clients.expiry,
  description: clients.description,
  mac: clients.mac,
  created: clients.created,
};

/**
 * Case-insensitive "contains" over name, MAC and description (one lower-cased column, see
 * migration 0003), over the names of the client's dealer and that dealer's reseller (the lists
 * above the dealer show them), and over the status words the panel shows: ACTIVE, or INACTIVE when expired
 * or switched off, and EXPIRED (the expiry chip's word) when expired. A term matches a status word
 * when the word contains it, so "active" matches both status words and "inact" only INACTIVE.
 *
 * `narrow` says whether the matches can be found through the trigram index of migration 0005:
 * the term has three characters or more (shorter ones hold no trigram) and names no status
 * word (which matches a large share of the clients whatever the index).
 */
export function searchCondition(term: string, today: string): { where: SQL; narrow: boolean } | undefined {
  if (term === "") return undefined;
  const pattern = `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const parts: (SQL | undefined)[] = [like(clients.searchText, pattern)];
  const word = term.toUpperCase();
  if ("ACTIVE".includes(word)) parts.push(and(gte(clients.expiry, today), eq(clients.status, true)));
  if ("INACTIVE".includes(word)) parts.push(or(lt(clients.expiry, today), eq(clients.status, false)));
  if ("EXPIRED".includes(word)) parts.push(lt(clients.expiry, today));
  const narrow = term.length >= 3 && parts.length === 1;
  // Accounts are few: the owners whose names match are found first, then their clients by index.
  // As `= ANY(ARRAY(…))` (computed once, before the scan) rather than `IN (…)`: the planner can
  // then combine this arm's dealer index with the trigram index of the LIKE above (a BitmapOr),
  // where `IN` became a hashed subplan that it can only test row by row, which made every
  // search read the whole table.
  parts.push(sql`${clients.dealerId} = any(array(select d.id from accounts d left join accounts r on r.id = d.parent_id
    where d.role = 'dealer' and (lower(d.name) like ${pattern} or (r.role = 'reseller' and lower(r.name) like ${pattern}))))`);
  return { where: or(...parts)!, narrow };
}

function tabCondition(tab: ListQuery["tab"], today: string, expiry: AnyPgColumn = clients.expiry): SQL | undefined {
  if (tab === "active") return gte(expiry, today);
  if (tab === "expired") return lt(expiry, today);
  return undefined;
}

function ordering(sort: string, columns: SortColumns): SQL[] {
  const descending = sort.startsWith("-");
  const key = sort.replace(/^-/, "") as SortKey;
  const column = columns[key];
  const first = descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
  // Names are unique, so pages never overlap or skip when the first key ties.
  return key === "name" ? [first] : [first, sql`${columns.name} asc`];
}

function page(query: ListQuery) {
  const perPage = query.all ? MAX_PER_PAGE : query.per_page;
  const current = query.all ? 1 : query.page;
  return { perPage, current, offset: (current - 1) * perPage };
}

function answer<Row>(rows: Row[], counts: { all: number; active: number; expired: number }, query: ListQuery) {
  const { perPage, current } = page(query);
  const total = counts[query.tab];
  return {
    client_list: rows,
    total,
    current_page: current,
    per_page: perPage,
    total_pages: Math.max(1, Math.ceil(total / perPage)),
    counts,
  };
}

async function countClients(db: Db, where: SQL | undefined, today: string) {
  const [counts] = await db
    .select({
      all: count(),
      active: sql<number>`count(*) filter (where ${clients.expiry} >= ${today})`.mapWith(Number),
      expired: sql<number>`count(*) filter (where ${clients.expiry} < ${today})`.mapWith(Number),
    })
    .from(clients)
    .where(where);
  return counts;
}

/**
 * `tabCounts`: where the tab counts of the unsearched list are remembered until a client of the
 * subtree changes (they read every client of it; rules/stats-cache.ts). Without it they are read each time.
 */
export async function listClients(db: Db, actor: Actor, query: ListQuery, today: string, tabCounts?: StatsCache) {
  const search = searchCondition(query.search, today);
  return search?.narrow ? searchClients(db, actor, query, today, search.where) : listInOrder(db, actor, query, today, search?.where, tabCounts);
}

/** The client fields a list row carries (the owners' names are joined per query). */
export const ROW_COLUMNS = {
  name: clients.name,
  description: clients.description,
  mac: clients.mac,
  ministra: clients.ministra,
  status: clients.status,
  expiry: clients.expiry,
  trial: clients.trial,
};

/** List rows with their owners' names; the caller adds its filter, order and page. */
export function rowsWithOwners(db: Db) {
  return db
    .select({ ...ROW_COLUMNS, ...OWNER_NAMES })
    .from(clients)
    .innerJoin(dealer, eq(dealer.id, clients.dealerId))
    .leftJoin(reseller, resellerOfDealer);
}

/**
 * No search, or a broad one: the counts read the caller's clients once, and the page walks an
 * index in the sort's order (clients_name_key, or clients_dealer_name_idx for a dealer) and
 * stops after one page, which comes soon when most clients match.
 */
async function listInOrder(db: Db, actor: Actor, query: ListQuery, today: string, search: SQL | undefined, tabCounts?: StatsCache) {
  const matching = and(clientInScope(actor), search);
  const count = () => countClients(db, matching, today);
  const counts = !search && tabCounts ? await tabCounts.answer(db, actor, "client list tabs", today, count) : await count();
  const { perPage, offset } = page(query);
  const rows = await rowsWithOwners(db)
    .where(and(matching, tabCondition(query.tab, today)))
    .orderBy(...ordering(query.sort, SORT_COLUMNS))
    .limit(perPage)
    .offset(offset);
  return answer(rows, counts, query);
}

/**
 * A narrow search: the matches are found once, through the trigram index on search_text where
 * there is one, and both counted and paged from that one set: the tab counts are window
 * aggregates over every match, and the tab, sort and page apply on top. Paging the matches in
 * a query of its own would let the planner walk the name index in order, expecting ten matches
 * soon, and read most of the table when they cluster (first names start client names, so
 * "maria" sits in one stretch of the alphabet) or do not exist.
 */
async function searchClients(db: Db, actor: Actor, query: ListQuery, today: string, search: SQL) {
  const matches = db
    .select({
      ...ROW_COLUMNS,
      created: clients.created,
      dealerId: clients.dealerId,
      countAll: sql<string>`count(*) over ()`.as("count_all"),
      countActive: sql<string>`count(*) filter (where ${clients.expiry} >= ${today}) over ()`.as("count_active"),
      countExpired: sql<string>`count(*) filter (where ${clients.expiry} < ${today}) over ()`.as("count_expired"),
    })
    .from(clients)
    .where(and(clientInScope(actor), search))
    .as("matches");
  const { perPage, offset } = page(query);
  // The page is cut before the owners' names are joined, so only its rows look them up.
  const onPage = db
    .select()
    .from(matches)
    .where(tabCondition(query.tab, today, matches.expiry))
    .orderBy(...ordering(query.sort, matches))
    .limit(perPage)
    .offset(offset)
    .as("on_page");
  const rows = await db
    .select({
      client: {
        name: onPage.name,
        description: onPage.description,
        mac: onPage.mac,
        ministra: onPage.ministra,
        status: onPage.status,
        expiry: onPage.expiry,
        trial: onPage.trial,
        dealer: dealer.name,
        reseller: reseller.name,
      },
      counts: { all: onPage.countAll, active: onPage.countActive, expired: onPage.countExpired },
    })
    .from(onPage)
    .innerJoin(dealer, eq(dealer.id, onPage.dealerId))
    .leftJoin(reseller, resellerOfDealer)
    .orderBy(...ordering(query.sort, onPage));
  // An empty page (past the end, or an empty tab) carries no counts; count the matches alone.
  const counts = rows[0]
    ? { all: Number(rows[0].counts.all), active: Number(rows[0].counts.active), expired: Number(rows[0].counts.expired) }
    : await countClients(db, and(clientInScope(actor), search), today);
  return answer(
    rows.map((r) => r.client),
    counts,
    query,
  );
}
