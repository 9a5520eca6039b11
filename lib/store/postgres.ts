import "server-only";
import pg from "pg";
import { log } from "@/lib/log";
import type { OpenStore, StoreQuery } from "./types";

// The shared driver (PANEL_DATABASE_URL): a small pool to a PostgreSQL server that every instance
// of the panel uses. A connection attempt, or a wait for a free one, gives up after
// CONNECT_TIMEOUT_MS, so a request fails rather than hangs while the server is away.

const CONNECT_TIMEOUT_MS = 5_000;
const POOL_SIZE = 5;

export async function openPostgresStore(url: string): Promise<OpenStore> {
  const pool = new pg.Pool({ connectionString: url, options: "-c TimeZone=UTC", max: POOL_SIZE, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // An idle connection dropped by the server (restart, failover) must not crash the process.
  pool.on("error", (error) => log.warn({ err: error.message }, "panel store: a PostgreSQL connection failed"));
  try {
    (await pool.connect()).release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new Error(`The panel store's PostgreSQL (PANEL_DATABASE_URL) cannot be reached: ${(error as Error).message}`);
  }
  const query: StoreQuery = async <Row>(sql: string, params?: unknown[]) => (await pool.query(sql, params)).rows as Row[];
  return {
    kind: "postgres",
    query,
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await work({
          query: async <Row>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as Row[],
          // Without parameters node-postgres sends the simple protocol, which runs several statements.
          script: async (text) => void (await client.query(text)),
        });
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
