import "server-only";
import { PGlite } from "@electric-sql/pglite";
import { lockFolder } from "./folder-lock";
import type { OpenStore, StoreQuery } from "./types";

// The embedded driver: PGlite in a folder of its own (never the reference upstream's), or
// "memory://" for a throwaway store (tests). One process per folder, enforced by folder-lock.ts.

/**
 * PGlite's start parameters with a buffer pool of 16 MB instead of PostgreSQL's 128 MB: the pool is
 * part of PGlite's WebAssembly memory, zeroed at each start and kept for the process's life, and
 * the store's rows (sessions, intents, reminders) fit many times over. A smaller pool is less to
 * zero, so opening is cheaper and the process smaller (the reference upstream does the same:
 * upstream/src/db/pglite-start.ts; the figures are in docs/performance.md).
 */
const START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

export async function openEmbeddedStore(dir: string): Promise<OpenStore> {
  const memory = dir.startsWith("memory://");
  const release = memory ? () => undefined : lockFolder(dir);
  let db: PGlite;
  try {
    db = new PGlite(memory ? "memory://" : dir, { startParams: START_PARAMS });
    await db.waitReady;
    await db.exec("SET TIME ZONE 'UTC'");
  } catch (error) {
    release();
    throw error;
  }
  const query: StoreQuery = async <Row>(sql: string, params?: unknown[]) => (await db.query<Row>(sql, params)).rows;
  return {
    kind: "embedded",
    query,
    // PGlite has one connection: a transaction holds it, and other queries wait for the end.
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: async <Row>(sql: string, params?: unknown[]) => (await tx.query<Row>(sql, params)).rows,
          script: async (text) => void (await tx.exec(text)),
        }),
      ),
    close: async () => {
      try {
        await db.close();
      } finally {
        release();
      }
    },
  };
}
