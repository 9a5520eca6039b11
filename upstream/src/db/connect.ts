// One factory for both drivers: PGlite (embedded, the default) and node-postgres (DATABASE_URL).
// Everything above this file sees the same Drizzle type and the same schema.
import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { PGLITE_START_PARAMS } from "./pglite-start";
import { survivePoolErrors } from "./pool-errors";
import { log } from "../log";

export type Db = PgDatabase<PgQueryResultHKT>;

/** Runs SQL text that may hold several statements; returns the rows of each statement. */
export type ScriptRunner = (text: string) => Promise<Record<string, unknown>[][]>;

export interface DbHandle {
  db: Db;
  kind: "pglite" | "postgres";
  /** Migrations need multi-statement SQL on one connection, which Drizzle's execute cannot do. */
  withScript<T>(fn: (run: ScriptRunner) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface ConnectOptions {
  /** postgres:// or postgresql:// URL; wins over pgliteDir. */
  databaseUrl?: string;
  /** PGlite data directory, or "memory://" for a throwaway in-memory database. */
  pgliteDir?: string;
  /** Most PostgreSQL connections at once (DATABASE_POOL_SIZE). Default 10. */
  poolSize?: number;
}

/**
 * A migration that carries on in a lesser mode says so with a WARNING (0005 without pg_trgm);
 * both drivers drop notices unless someone listens, so scripts pass them to the log.
 */
function logWarning(notice: { severity?: string; message?: string }): void {
  if (notice.severity === "WARNING") log.warn(`upstream: ${notice.message}`);
}

/** How long a new PostgreSQL connection, or a wait for a free one, may take. */
const CONNECT_TIMEOUT_MS = 10_000;

/** How long closing waits for connections still checked out before it gives up on them. */
const CLOSE_TIMEOUT_MS = 5_000;

/**
 * pool.end() waits for every checked-out connection to come back. After a PostgreSQL restart under
 * load one was seen never to come back (about one run in three on two busy cores; the holder was
 * not found), and a SIGTERM then never ended the process. Closing gives up on such connections
 * after CLOSE_TIMEOUT_MS and says how many there were; the process's exit closes their sockets.
 */
async function endPool(pool: pg.Pool): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<"gave up">((resolve) => {
    timer = setTimeout(() => resolve("gave up"), CLOSE_TIMEOUT_MS);
    timer.unref();
  });
  const outcome = await Promise.race([pool.end(), gaveUp]);
  clearTimeout(timer);
  if (outcome === "gave up") {
    log.warn(
      `upstream: ${pool.totalCount - pool.idleCount} PostgreSQL connection(s) still in use after ${CLOSE_TIMEOUT_MS / 1000} s of closing: left to the process's exit`,
    );
  }
}

export async function connect(options: ConnectOptions): Promise<DbHandle> {
  if (options.databaseUrl) return connectPostgres(options.databaseUrl, options.poolSize);
  return connectPglite(options.pgliteDir ?? ".data/pglite");
}

async function connectPglite(dir: string): Promise<DbHandle> {
  if (!dir.startsWith("memory://")) mkdirSync(dir, { recursive: true });
  // pg_trgm ships with PGlite as a contrib bundle; loading it here makes CREATE EXTENSION in
  // migration 0005 (the client search's trigram index) work, and a data directory that already
  // holds the extension needs it loaded on every open.
  const client = new PGlite(dir, { extensions: { pg_trgm }, startParams: PGLITE_START_PARAMS });
  await client.waitReady;
  // Business days are UTC days on both drivers (see README); PGlite already runs in UTC.
  await client.exec("SET TIME ZONE 'UTC'");
  return {
    db: drizzlePglite({ client }),
    kind: "pglite",
    withScript: (fn) => fn(async (text) => (await client.exec(text, { onNotice: logWarning })).map((r) => r.rows as Record<string, unknown>[])),
    close: () => client.close(),
  };
}

async function connectPostgres(url: string, poolSize = 10): Promise<DbHandle> {
  // A connection attempt that hangs (a server still starting, packets dropped) gives up after
  // CONNECT_TIMEOUT_MS instead of holding its pool slot for good, so the pool recovers by itself.
  // The same limit bounds a request's wait for a free connection: past it the request is a 503.
  const pool = new pg.Pool({ connectionString: url, options: "-c TimeZone=UTC", max: poolSize, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // A connection dropped by the server (restart, failover) must not crash the process.
  survivePoolErrors(pool);
  // Fail at start, not on the first request, when the server is unreachable.
  (await pool.connect()).release();
  return {
    db: drizzlePg({ client: pool }),
    kind: "postgres",
    async withScript(fn) {
      const conn = await pool.connect();
      conn.on("notice", logWarning);
      try {
        return await fn(async (text) => {
          const result: pg.QueryResult | pg.QueryResult[] = await conn.query(text);
          return (Array.isArray(result) ? result : [result]).map((r) => r.rows);
        });
      } finally {
        conn.off("notice", logWarning);
        conn.release();
      }
    },
    close: () => endPool(pool),
  };
}
