// The panel's own store (lib/store): embedded PGlite with its migrations, one process per folder,
// and secrets sealed at rest. PostgreSQL (PANEL_DATABASE_URL) runs the same code when
// PANEL_TEST_DATABASE_URL names a server (scripts/test-services.sh starts one).
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { closePanelStoreForTests, panelStore } from "@/lib/store";
import { LOCK_FILE, lockFolder, StoreLockedError } from "@/lib/store/folder-lock";
import { migrateStore, migrationFiles } from "@/lib/store/migrate";
import { openEmbeddedStore } from "@/lib/store/embedded";
import { openPostgresStore } from "@/lib/store/postgres";
import { openSecret, sealSecret } from "@/lib/store/secrets";
import { settingsProblem } from "@/lib/settings";
import { panelDatabaseForFile, panelTestServer } from "../support/panel-database";
import { freshPgliteDir } from "../support/fresh-pglite";

const panelDatabase = panelDatabaseForFile();

afterEach(async () => {
  await closePanelStoreForTests();
  vi.unstubAllEnvs();
});

const freshDir = () => mkdtempSync(path.join(tmpdir(), "panel-store-test-"));

// Each test opens an embedded PGlite of its own on a new database (a copy of the run's empty one):
// seconds beside lint and the build at the start of npm test (vitest's 20 s default is for lighter tests).
describe("the embedded store", { timeout: 60_000 }, () => {
  it("applies every migration once, records it by name, and keeps rows across a reopen", async () => {
    vi.stubEnv("PANEL_STORE_DIR", freshPgliteDir());
    const store = await panelStore();
    const applied = await store.query<{ name: string }>("SELECT name FROM panel_migrations ORDER BY name");
    expect(applied.map((row) => row.name)).toEqual(migrationFiles());
    expect(applied.map((row) => row.name)).toContain("101-session-registry.sql");
    await store.query("INSERT INTO panel_migrations (name) VALUES ($1)", ["999-test-marker.sql"]);
    await closePanelStoreForTests();

    const again = await panelStore();
    const names = (await again.query<{ name: string }>("SELECT name FROM panel_migrations")).map((row) => row.name);
    expect(names).toContain("999-test-marker.sql");
    expect(names.filter((name) => name === "101-session-registry.sql")).toHaveLength(1);
  });

  it("rolls a failing transaction back and commits a good one", async () => {
    vi.stubEnv("PANEL_STORE_DIR", freshPgliteDir());
    const store = await panelStore();
    await store.query("CREATE TABLE test_things (id int PRIMARY KEY)");
    await expect(
      store.transaction(async (tx) => {
        await tx.query("INSERT INTO test_things VALUES ($1)", [1]);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await store.query("SELECT id FROM test_things")).toEqual([]);
    await store.transaction((tx) => tx.query("INSERT INTO test_things VALUES ($1)", [2]));
    expect(await store.query("SELECT id FROM test_things")).toEqual([{ id: 2 }]);
  });

  it("refuses a second process on the same folder, saying what to do, and takes over a lock left by a dead one", async () => {
    const dir = freshPgliteDir();
    const first = await openEmbeddedStore(dir);
    try {
      await expect(openEmbeddedStore(dir)).rejects.toThrow(StoreLockedError);
      await expect(openEmbeddedStore(dir)).rejects.toThrow(/in use by another process .*PANEL_DATABASE_URL/s);
    } finally {
      await first.close();
    }
    // A crashed process's lock: a pid that is not running.
    writeFileSync(path.join(dir, LOCK_FILE), "2147483646");
    const release = lockFolder(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE), "utf8")).toBe(String(process.pid));
    release();
  });

  it("reports a failing migration by its file name and records nothing of it", async () => {
    const migrations = freshDir();
    writeFileSync(path.join(migrations, "101-good.sql"), "CREATE TABLE good_one (id int);");
    writeFileSync(path.join(migrations, "102-bad.sql"), "CREATE TABLE bad_one (id int); SELECT no_such_function();");
    const store = await openEmbeddedStore(freshPgliteDir());
    try {
      await expect(migrateStore(store, migrations)).rejects.toThrow(/migration 102-bad\.sql failed/);
      const names = (await store.query<{ name: string }>("SELECT name FROM panel_migrations")).map((row) => row.name);
      expect(names).toEqual(["101-good.sql"]);
      expect(await store.query("SELECT to_regclass('bad_one') AS found")).toEqual([{ found: null }]);
    } finally {
      await store.close();
    }
  });
});

describe.skipIf(!panelTestServer)("the PostgreSQL store (PANEL_TEST_DATABASE_URL)", () => {
  it("migrates once when two instances start together, and answers both", async () => {
    const url = await panelDatabase();
    const [a, b] = await Promise.all([openPostgresStore(url), openPostgresStore(url)]);
    try {
      const applied = await Promise.all([migrateStore(a), migrateStore(b)]);
      expect(applied.flat().sort()).toEqual(migrationFiles());
      const rows = await b.query<{ name: string }>("SELECT name FROM panel_migrations ORDER BY name");
      expect(rows.map((row) => row.name)).toEqual(migrationFiles());
      await expect(
        a.transaction(async (tx) => {
          await tx.query("INSERT INTO panel_migrations (name) VALUES ($1)", ["999-rolled-back.sql"]);
          throw new Error("no");
        }),
      ).rejects.toThrow("no");
      expect(await b.query("SELECT name FROM panel_migrations WHERE name = $1", ["999-rolled-back.sql"])).toEqual([]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it("is the store panelStore() opens with PANEL_DATABASE_URL", async () => {
    vi.stubEnv("PANEL_DATABASE_URL", await panelDatabase());
    vi.stubEnv("PANEL_SECRET_KEY", "a-test-secret-key-that-is-long-enough-0123");
    const store = await panelStore();
    expect(store.kind).toBe("postgres");
    expect(await store.query("SELECT 1 AS one")).toEqual([{ one: 1 }]);
  });
});

const PLACE = { table: "two_factor_totp", row: "account-1", purpose: "totp-seed" };

describe("secrets", () => {
  it("seal to a different text each time, open to the plain text, and refuse a changed one", () => {
    vi.stubEnv("PANEL_SECRET_KEY", "a-test-secret-key-that-is-long-enough-0123");
    const a = sealSecret("JBSWY3DPEHPK3PXP", PLACE);
    const b = sealSecret("JBSWY3DPEHPK3PXP", PLACE);
    expect(a).not.toBe(b);
    expect(a).not.toContain("JBSWY3DPEHPK3PXP");
    expect(openSecret(a, PLACE)).toBe("JBSWY3DPEHPK3PXP");
    const flipped = a.slice(0, -2) + (a.at(-2) === "A" ? "B" : "A") + a.at(-1);
    expect(() => openSecret(flipped, PLACE)).toThrow(/cannot be opened/);
    // Bound to its place: another row, table or purpose does not open it.
    expect(() => openSecret(a, { ...PLACE, row: "account-2" })).toThrow(/cannot be opened/);
    expect(() => openSecret(a, { ...PLACE, table: "reminder_accounts" })).toThrow(/cannot be opened/);
    expect(() => openSecret(a, { ...PLACE, purpose: "upstream-password" })).toThrow(/cannot be opened/);
    vi.stubEnv("PANEL_SECRET_KEY", "another-secret-key-that-is-long-enough-0123");
    expect(() => openSecret(a, PLACE)).toThrow(/cannot be opened/);
  });

  it("without PANEL_SECRET_KEY use a key generated once in PANEL_DATA_DIR, kept across calls", () => {
    const dir = freshDir();
    vi.stubEnv("PANEL_DATA_DIR", dir);
    vi.stubEnv("PANEL_SECRET_KEY", "");
    const sealed = sealSecret("hello", PLACE);
    const key = readFileSync(path.join(dir, "secret.key"), "utf8");
    expect(key.trim().length).toBeGreaterThanOrEqual(32);
    expect(openSecret(sealed, PLACE)).toBe("hello");
  });

  it("are required with PANEL_DATABASE_URL, which must be a postgres:// URL", () => {
    vi.stubEnv("PANEL_DATABASE_URL", "postgres://panel@127.0.0.1:5432/panel");
    vi.stubEnv("PANEL_SECRET_KEY", "");
    expect(settingsProblem()).toMatch(/PANEL_SECRET_KEY must be set when PANEL_DATABASE_URL is/);
    vi.stubEnv("PANEL_DATABASE_URL", "mysql://x");
    expect(settingsProblem()).toMatch(/PANEL_DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/);
    expect(settingsProblem()).not.toContain("mysql://x");
  });
});
