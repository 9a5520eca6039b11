// Fast inserts for big seeds: each chunk of rows travels as one JSON parameter and PostgreSQL
// unpacks it with json_populate_recordset. On PGlite this is several times faster than
// multi-row VALUES, whose per-parameter cost dominates at 50,000 clients.
import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/connect";

const CHUNK = 5000;

/**
 * Inserts rows given with Drizzle's property names. Every row should carry the same keys: a key
 * missing from one row is inserted as NULL there, not as the column default.
 */
export async function bulkInsert<T extends PgTable>(tx: Db, table: T, rows: T["$inferInsert"][], returning?: SQL): Promise<Record<string, unknown>[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const names = sql.join(
    keys.map((key) => sql.identifier(columns[key].name)),
    sql`, `,
  );
  const results: Record<string, unknown>[] = [];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const json = rows
      .slice(i, i + CHUNK)
      .map((row) => Object.fromEntries(keys.map((key) => [columns[key].name, (row as Record<string, unknown>)[key] ?? null])));
    const result = (await tx.execute(sql`INSERT INTO ${table} (${names})
      SELECT ${names} FROM json_populate_recordset(NULL::${table}, ${JSON.stringify(json)}::json)
      ${returning ? sql`RETURNING ${returning}` : sql``}`)) as unknown as { rows: Record<string, unknown>[] };
    results.push(...result.rows);
  }
  return results;
}
