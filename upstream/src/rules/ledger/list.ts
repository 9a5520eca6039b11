// One account's ledger, paged on the server. A first page costs the same at 200,000 rows as at
// 2,000: the rows come from an index in the list's order (ledger_account_page_idx) and the
// total from the count the triggers keep (ledger_counts), both from migration 0006. A search
// has to read every row of the account, so its cost grows with the ledger (see README).
import { and, asc, desc, eq, inArray, like, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { ledger, ledgerCounts } from "../../db/schema";
import type { TransactionSort, TransactionsQuery } from "./query";

const ROW_COLUMNS = {
  created: ledger.created,
  type: ledger.type,
  login: ledger.login,
  credits: ledger.credits,
  expiry: ledger.expiry,
  description: ledger.description,
};

const SORT_COLUMNS = { created: ledger.created, login: ledger.login, type: ledger.type, credits: ledger.credits };

/** The sort's key, then newest first; "created" alone walks the page index (backwards when ascending). */
function ordering(sort: TransactionSort): SQL[] {
  const descending = sort.startsWith("-");
  const key = sort.replace(/^-/, "") as keyof typeof SORT_COLUMNS;
  if (key === "created") return descending ? [desc(ledger.created), desc(ledger.id)] : [asc(ledger.created), asc(ledger.id)];
  const column = SORT_COLUMNS[key];
  return [descending ? desc(column) : asc(column), desc(ledger.created), desc(ledger.id)];
}

/** Case-insensitive "contains" over login, type and description (search_text, migration 0006), or a type among `types`. */
function searchCondition(term: string, types: TransactionsQuery["search_types"]): SQL | undefined {
  if (term === "") return undefined;
  const contains = like(ledger.searchText, `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return types?.length ? or(contains, inArray(ledger.type, types)) : contains;
}

async function keptCount(db: Db, accountId: number): Promise<number> {
  const [row] = await db.select({ rows: ledgerCounts.rows }).from(ledgerCounts).where(eq(ledgerCounts.accountId, accountId));
  return row?.rows ?? 0;
}

async function countMatches(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(ledger)
    .where(where);
  return row.n;
}

export async function listTransactions(db: Db, accountId: number, query: TransactionsQuery) {
  const search = searchCondition(query.search, query.search_types);
  const where = and(eq(ledger.accountId, accountId), search);
  const total = search ? await countMatches(db, where) : await keptCount(db, accountId);
  const offset = (query.page - 1) * query.per_page;
  // A page past the end (or a search without matches) needs no second pass over the rows.
  const data =
    offset < total
      ? await db
          .select(ROW_COLUMNS)
          .from(ledger)
          .where(where)
          .orderBy(...ordering(query.sort))
          .limit(query.per_page)
          .offset(offset)
      : [];
  return {
    data,
    total,
    current_page: query.page,
    per_page: query.per_page,
    total_pages: Math.max(1, Math.ceil(total / query.per_page)),
  };
}
