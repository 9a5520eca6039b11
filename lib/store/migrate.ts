import "server-only";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { log } from "@/lib/log";
import type { OpenStore } from "./types";

// Versioned migrations of the panel's store: plain SQL files in lib/store/migrations/, applied
// once each in file-name order, each in its own transaction, and recorded by name in
// panel_migrations. Each feature keeps its own number range so files never collide (sessions 1NN,
// the second factor 2NN, reminders 3NN, spend intents 6NN, the sign-in throttle and the captcha
// replay guard 7NN). A transaction-scoped advisory lock keeps two instances starting against one
// PostgreSQL from applying the same file twice.

const FILE_NAME = /^\d{3}-[a-z0-9-]+\.sql$/;
const LOCK_ID = 7_240_211;

/** Read at run time from the working folder (the standalone build copies it: next.config.ts). */
export function migrationsDir(): string {
  return path.join(/* turbopackIgnore: true */ process.cwd(), "lib", "store", "migrations");
}

export function migrationFiles(dir = migrationsDir()): string[] {
  return readdirSync(dir)
    .filter((name) => FILE_NAME.test(name))
    .sort();
}

/** Applies the pending migrations; returns the names applied by this call. */
export async function migrateStore(store: OpenStore, dir = migrationsDir()): Promise<string[]> {
  // Under the lock too: two CREATE TABLE IF NOT EXISTS at once can both try to create it.
  await store.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${LOCK_ID})`);
    await tx.query("CREATE TABLE IF NOT EXISTS panel_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())");
  });
  const applied: string[] = [];
  for (const name of migrationFiles(dir)) {
    const text = readFileSync(path.join(dir, name), "utf8");
    const done = await store.transaction(async (tx) => {
      await tx.query(`SELECT pg_advisory_xact_lock(${LOCK_ID})`);
      const found = await tx.query("SELECT 1 FROM panel_migrations WHERE name = $1", [name]);
      if (found.length > 0) return false;
      try {
        await tx.script(text);
      } catch (error) {
        throw new Error(`panel store: migration ${name} failed: ${(error as Error).message}`);
      }
      await tx.query("INSERT INTO panel_migrations (name) VALUES ($1)", [name]);
      return true;
    });
    if (done) applied.push(name);
  }
  if (applied.length > 0) log.info({ applied }, "panel store: migrations applied");
  return applied;
}
