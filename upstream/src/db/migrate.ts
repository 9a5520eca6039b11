// Applies upstream/migrations/NNNN_name.sql in order, each in its own transaction, and records
// it in schema_migrations. An advisory lock keeps two instances starting against one PostgreSQL
// server from applying the same file twice.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { DbHandle } from "./connect";

const MIGRATIONS_DIR = fileURLToPath(new URL("../../migrations/", import.meta.url));
const FILE_NAME = /^(\d{4}_[a-z0-9_]+)\.sql$/;
const LOCK_ID = 7_240_101;

export function migrationFiles(dir = MIGRATIONS_DIR): { version: string; path: string }[] {
  return readdirSync(dir)
    .map((file) => FILE_NAME.exec(file))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ version: m[1], path: dir + m[0] }))
    .sort((a, b) => a.version.localeCompare(b.version));
}

/**
 * Returns the versions applied by this call (empty when the database was up to date). `dir`
 * lets tests build a database as an older release left it.
 */
export async function migrate(handle: DbHandle, dir = MIGRATIONS_DIR): Promise<string[]> {
  return handle.withScript(async (run) => {
    await run(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
    await run(`SELECT pg_advisory_lock(${LOCK_ID})`);
    try {
      const [rows] = await run("SELECT version FROM schema_migrations");
      const applied = new Set(rows.map((r) => String(r.version)));
      const done: string[] = [];
      for (const { version, path } of migrationFiles(dir)) {
        if (applied.has(version)) continue;
        await run("BEGIN");
        try {
          await run(readFileSync(path, "utf8"));
          // version matched FILE_NAME, so it is safe to inline.
          await run(`INSERT INTO schema_migrations (version) VALUES ('${version}')`);
          await run("COMMIT");
        } catch (err) {
          await run("ROLLBACK");
          throw new Error(`migration ${version} failed: ${(err as Error).message}`);
        }
        done.push(version);
      }
      return done;
    } finally {
      await run(`SELECT pg_advisory_unlock(${LOCK_ID})`);
    }
  });
}
