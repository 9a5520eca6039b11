// Migration 0006: the per-account ledger row counts that the transactions list answers as its
// total, kept by triggers through every kind of write; the page index; the seed's --ledger fill.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { connect, type Db } from "@/upstream/src/db/connect";
import { migrate, migrationFiles } from "@/upstream/src/db/migrate";
import { seedDemo } from "@/upstream/src/seed/demo";
import { fillLedger } from "@/upstream/src/seed/ledger-filler";
import { rows, scalar, someClient, upstreamForFile } from "./support";
import { freshPgliteDir } from "../../support/fresh-pglite";

const PAGING = "0006_ledger_paging";
const up = upstreamForFile();
const work = mkdtempSync(join(tmpdir(), "upstream-ledger-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Accounts whose kept count differs from a real count(*) (none when the triggers did their job). */
async function driftedCounts(db: Db) {
  return rows(
    db,
    sql`SELECT a.id, coalesce(c.rows, 0) AS kept, (SELECT count(*) FROM ledger l WHERE l.account_id = a.id) AS real
      FROM accounts a LEFT JOIN ledger_counts c ON c.account_id = a.id
      WHERE coalesce(c.rows, 0) <> (SELECT count(*) FROM ledger l WHERE l.account_id = a.id)`,
  );
}

describe("kept counts follow every write", () => {
  it("after the demo seed (bulk inserts)", async () => {
    expect(await scalar(up.db, sql`SELECT count(*) FROM ledger_counts`)).toBeGreaterThan(10);
    expect(await driftedCounts(up.db)).toEqual([]);
  });

  it("after a new client, a renewal, a delete by MAC, and a row deleted by hand", async () => {
    const added = await up.post("/api/client", { login: "countme1", password: "pw1234", stb_mac: "00:1a:79:c0:ff:ee" }, up.tokens.dealer);
    expect(added.status).toBe(200);
    expect((await up.post("/reseller/renew", { name: await someClient(up.db, "reseller"), months: 2 }, up.tokens.reseller)).status).toBe(200);
    expect((await up.post("/admin/deletemac", { mac: "00:1A:79:C0:FF:EE" }, up.tokens.admin)).status).toBe(200);
    await up.db.execute(sql`DELETE FROM ledger WHERE id = (SELECT max(id) FROM ledger WHERE type = 'RENEW')`);
    expect(await driftedCounts(up.db)).toEqual([]);
  });

  it("a refused write changes no count", async () => {
    const before = await rows(up.db, sql`SELECT * FROM ledger_counts ORDER BY account_id`);
    const credits = await scalar(up.db, sql`SELECT credits FROM accounts WHERE name = 'dealer'`);
    await up.db.execute(sql`UPDATE accounts SET credits = 0 WHERE name = 'dealer'`);
    const refused = await up.post("/api/renew", { name: await someClient(up.db, "dealer"), months: 1 }, up.tokens.dealer);
    await up.db.execute(sql`UPDATE accounts SET credits = ${credits} WHERE name = 'dealer'`);
    expect(refused).toMatchObject({ status: 422, body: { message: "Not enough credits" } });
    expect(await rows(up.db, sql`SELECT * FROM ledger_counts ORDER BY account_id`)).toEqual(before);
  });
});

// A database of its own (a new PGlite database, migrated and seeded): slow in WebAssembly, and
// slower beside lint and the build at the start of npm test; vitest's 20 s default is for tests
// that use the file's clone.
describe("the seed's ledger fill and the page index", { timeout: 60_000 }, () => {
  it("fills the demo dealer's ledger up to N rows, once; the first page walks the index", async () => {
    const handle = await connect({ pgliteDir: freshPgliteDir() });
    try {
      await migrate(handle);
      const now = new Date();
      await seedDemo(handle.db, { now });
      const dealerRows = sql`SELECT count(*) FROM ledger l JOIN accounts a ON a.id = l.account_id WHERE a.name = 'dealer'`;
      const before = await scalar(handle.db, dealerRows);
      expect(await fillLedger(handle.db, { target: 3000, now })).toBe(3000 - before);
      expect(await scalar(handle.db, dealerRows)).toBe(3000);
      expect(await fillLedger(handle.db, { target: 3000, now })).toBe(0);
      expect(await scalar(handle.db, sql`SELECT extract(epoch FROM max(created)) * 1000 FROM ledger`)).toBeLessThanOrEqual(now.getTime());
      expect(await driftedCounts(handle.db)).toEqual([]);

      const plan = await rows<{ "QUERY PLAN": string }>(
        handle.db,
        sql`EXPLAIN SELECT * FROM ledger WHERE account_id = (SELECT id FROM accounts WHERE name = 'dealer')
          ORDER BY created DESC, id DESC LIMIT 10`,
      );
      expect(plan.map((r) => r["QUERY PLAN"]).join("\n")).toContain("ledger_account_page_idx");

      // The seed command truncates the ledger; TRUNCATE fires no DELETE trigger of its own.
      await handle.db.execute(sql`TRUNCATE ledger`);
      expect(await scalar(handle.db, sql`SELECT count(*) FROM ledger_counts`)).toBe(0);
    } finally {
      await handle.close();
    }
  });
});

// A new PGlite database of its own too (above).
describe("migration 0006 on a database that already has a ledger", { timeout: 60_000 }, () => {
  it("counts the rows already there", async () => {
    const dir = join(work, "migrations-before-0006") + "/";
    mkdirSync(dir, { recursive: true });
    for (const { version, path } of migrationFiles()) if (version < PAGING) copyFileSync(path, join(dir, `${version}.sql`));

    const handle = await connect({ pgliteDir: freshPgliteDir() });
    try {
      expect(await migrate(handle, dir)).not.toContain(PAGING);
      await seedDemo(handle.db, { now: new Date() });
      expect(await migrate(handle)).toContain(PAGING);
      expect(await scalar(handle.db, sql`SELECT sum(rows) FROM ledger_counts`)).toBe(await scalar(handle.db, sql`SELECT count(*) FROM ledger`));
      expect(await driftedCounts(handle.db)).toEqual([]);
      // The stored search text is filled for the old rows too.
      expect(await scalar(handle.db, sql`SELECT count(*) FROM ledger WHERE search_text IS NULL`)).toBe(0);
    } finally {
      await handle.close();
    }
  });
});
