// Migration 0005 (the client search's trigram index) on PGlite: a fresh database, a data
// directory left by the release before it (migrations 0001-0004), and a database without
// pg_trgm, where the migration must still apply and search must still answer.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { eq, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { connect, type Db, type DbHandle } from "@/upstream/src/db/connect";
import { PGLITE_START_PARAMS } from "@/upstream/src/db/pglite-start";
import { migrate, migrationFiles } from "@/upstream/src/db/migrate";
import { accounts } from "@/upstream/src/db/schema";
import { listQuerySchema } from "@/upstream/src/rules/clients/input";
import { listClients } from "@/upstream/src/rules/clients/list";
import { seedDemo } from "@/upstream/src/seed/demo";
import { rows, scalar, today } from "../upstream/support";
import { freshPgliteDir } from "../../support/fresh-pglite";

const TRGM = "0005_client_search_trgm";
const work = mkdtempSync(join(tmpdir(), "upstream-migrations-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A handle over a bare PGlite, without the pg_trgm bundle, as the release before 0005 opened it. */
function bareHandle(client: PGlite, onNotice?: (notice: { severity?: string; message?: string }) => void): DbHandle {
  return {
    db: drizzle({ client }),
    kind: "pglite",
    withScript: (fn) => fn(async (text) => (await client.exec(text, { onNotice })).map((r) => r.rows as Record<string, unknown>[])),
    close: () => client.close(),
  };
}

/** A copy of the migrations directory holding only the files before 0005. */
function migrationsBefore0005(): string {
  const dir = join(work, "migrations-0004") + "/";
  mkdirSync(dir, { recursive: true });
  for (const { version, path } of migrationFiles()) if (version < TRGM) copyFileSync(path, join(dir, `${version}.sql`));
  return dir;
}

async function hasTrigramIndex(db: Db): Promise<boolean> {
  return (await scalar(db, sql`SELECT count(*) FROM pg_indexes WHERE indexname = 'clients_search_trgm_idx'`)) === 1;
}

/** The plan of a search's LIKE with sequential scans ruled out: the index is usable when it is there. */
async function likePlan(db: Db, term: string): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const plan = await rows<{ "QUERY PLAN": string }>(tx, sql`EXPLAIN SELECT count(*) FROM clients WHERE search_text LIKE ${`%${term}%`}`);
    return plan.map((r) => r["QUERY PLAN"]).join("\n");
  });
}

/** The admin's search answered by the list, next to the same count written in plain SQL. */
async function adminSearch(db: Db, term: string) {
  const [admin] = await db.select({ id: accounts.id, name: accounts.name, role: accounts.role }).from(accounts).where(eq(accounts.name, "admin"));
  const answer = await listClients(db, admin, listQuerySchema.parse({ search: term }), today());
  const like = `%${term}%`;
  const expected = await scalar(
    db,
    sql`SELECT count(*) FROM clients WHERE lower(name) LIKE ${like} OR lower(mac) LIKE ${like} OR lower(description) LIKE ${like}`,
  );
  return { answer, expected };
}

// A database of its own (a new PGlite database, migrated and seeded): slow in WebAssembly, and
// slower beside lint and the build at the start of npm test; vitest's 20 s default is for tests
// that use the file's clone.
describe("migration 0005: trigram index for the client search", { timeout: 60_000 }, () => {
  it("a fresh database gets pg_trgm and the index, and a search's LIKE uses it", async () => {
    const handle = await connect({ pgliteDir: freshPgliteDir() });
    try {
      expect(await migrate(handle)).toContain(TRGM);
      await seedDemo(handle.db, { now: new Date() });
      expect(await scalar(handle.db, sql`SELECT count(*) FROM pg_extension WHERE extname = 'pg_trgm'`)).toBe(1);
      expect(await hasTrigramIndex(handle.db)).toBe(true);
      expect(await likePlan(handle.db, "mar")).toContain("clients_search_trgm_idx");
      const { answer, expected } = await adminSearch(handle.db, "mar");
      expect(expected).toBeGreaterThan(0);
      expect(answer.counts.all).toBe(expected);
    } finally {
      await handle.close();
    }
  });

  it("a data directory of the release before (0001-0004, with clients) gets 0005 on its next start", async () => {
    const dir = freshPgliteDir();
    const old = bareHandle(new PGlite(dir, { startParams: PGLITE_START_PARAMS }));
    try {
      expect(await migrate(old, migrationsBefore0005())).not.toContain(TRGM);
      await seedDemo(old.db, { now: new Date() });
    } finally {
      await old.close();
    }

    const handle = await connect({ pgliteDir: dir });
    try {
      // 0005 and every migration after it.
      expect(await migrate(handle)).toEqual(
        migrationFiles()
          .map((m) => m.version)
          .filter((v) => v >= TRGM),
      );
      expect(await hasTrigramIndex(handle.db)).toBe(true);
      expect(await likePlan(handle.db, "mar")).toContain("clients_search_trgm_idx");
      const { answer, expected } = await adminSearch(handle.db, "mar");
      expect(expected).toBeGreaterThan(0);
      expect(answer.counts.all).toBe(expected);
      expect(await migrate(handle)).toEqual([]);
    } finally {
      await handle.close();
    }

    // Opened again, the directory (which now holds the extension) works as before.
    const again = await connect({ pgliteDir: dir });
    try {
      expect((await adminSearch(again.db, "mar")).answer.counts.all).toBeGreaterThan(0);
    } finally {
      await again.close();
    }
  });

  it("without pg_trgm the migration still applies with a warning, and search scans instead", async () => {
    const warnings: string[] = [];
    const handle = bareHandle(new PGlite(freshPgliteDir(), { startParams: PGLITE_START_PARAMS }), (notice) => {
      if (notice.severity === "WARNING") warnings.push(notice.message ?? "");
    });
    try {
      expect(await migrate(handle)).toContain(TRGM);
      expect(warnings).toEqual([expect.stringMatching(/pg_trgm is not available/)]);
      expect(await scalar(handle.db, sql`SELECT count(*) FROM schema_migrations WHERE version = ${TRGM}`)).toBe(1);
      expect(await hasTrigramIndex(handle.db)).toBe(false);
      await seedDemo(handle.db, { now: new Date() });
      const { answer, expected } = await adminSearch(handle.db, "mar");
      expect(expected).toBeGreaterThan(0);
      expect(answer.counts.all).toBe(expected);
    } finally {
      await handle.close();
    }
  });
});
