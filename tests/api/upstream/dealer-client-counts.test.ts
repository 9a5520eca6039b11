// Migration 0010: each dealer's client count, kept by triggers through every kind of client
// write, is what the account lists (dealers, resellers, super resellers) answer as clientsCount.
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { connect, type Db } from "@/upstream/src/db/connect";
import { migrate, migrationFiles } from "@/upstream/src/db/migrate";
import { seedDemo } from "@/upstream/src/seed/demo";
import { rows, scalar, someClient, upstreamForFile } from "./support";
import { freshPgliteDir } from "../../support/fresh-pglite";

const COUNTS = "0010_dealer_client_counts";
const up = upstreamForFile();

/** Dealers whose kept count differs from a real count(*) (none when the triggers did their job). */
async function driftedCounts(db: Db) {
  return rows(
    db,
    sql`SELECT a.name, coalesce(k.clients, 0) AS kept, (SELECT count(*) FROM clients c WHERE c.dealer_id = a.id) AS real
      FROM accounts a LEFT JOIN dealer_client_counts k ON k.dealer_id = a.id
      WHERE coalesce(k.clients, 0) <> (SELECT count(*) FROM clients c WHERE c.dealer_id = a.id)`,
  );
}

async function listedCount(path: string, token: string, key: string, name: string): Promise<number> {
  const res = await up.get(path, token);
  expect(res.status).toBe(200);
  const list = (Array.isArray(res.body) ? res.body : res.body.data) as Record<string, unknown>[];
  const row = list.find((r) => r[key] === name);
  expect(row, `${name} in ${path}`).toBeDefined();
  return Number(row!.clientsCount);
}

describe("kept client counts follow every client write", () => {
  it("after the demo seed (bulk inserts)", async () => {
    expect(await scalar(up.db, sql`SELECT count(*) FROM dealer_client_counts`)).toBeGreaterThan(3);
    expect(await driftedCounts(up.db)).toEqual([]);
  });

  it("add, move, retrieve and delete change the dealers' listed counts by exactly one each", async () => {
    const dealerBefore = await listedCount("/admin/dealers", up.tokens.admin, "dealer", "dealer");
    const tampaBefore = await listedCount("/admin/dealers", up.tokens.admin, "dealer", "bw_tampa");

    const added = await up.post("/api/client", { login: "countme2", password: "pw1234", stb_mac: "00:1a:79:c0:ff:e1", months: 1 }, up.tokens.dealer);
    expect(added.status).toBe(200);
    expect(await listedCount("/admin/dealers", up.tokens.admin, "dealer", "dealer")).toBe(dealerBefore + 1);

    const retrieved = await up.post("/api/retrieve", { login: "countme2", credits: 1 }, up.tokens.dealer);
    expect(retrieved.status).toBe(200);
    expect(await listedCount("/admin/dealers", up.tokens.admin, "dealer", "dealer")).toBe(dealerBefore + 1);

    const moved = await up.post("/superreseller/saveclient", { login: "countme2", dealer: "bw_tampa", reseller: "bluewave" }, up.tokens.manager);
    expect(moved.body).toMatchObject({ dealer: "bw_tampa" });
    expect(await listedCount("/admin/dealers", up.tokens.admin, "dealer", "dealer")).toBe(dealerBefore);
    expect(await listedCount("/admin/dealers", up.tokens.admin, "dealer", "bw_tampa")).toBe(tampaBefore + 1);
    // Saving the client without changing its dealer moves no count.
    expect((await up.post("/superreseller/saveclient", { login: "countme2", description: "kept" }, up.tokens.manager)).status).toBe(200);
    expect(await listedCount("/admin/dealers", up.tokens.admin, "dealer", "bw_tampa")).toBe(tampaBefore + 1);

    expect((await up.post("/admin/deletemac", { mac: "00:1A:79:C0:FF:E1" }, up.tokens.admin)).status).toBe(200);
    expect(await listedCount("/admin/dealers", up.tokens.admin, "dealer", "bw_tampa")).toBe(tampaBefore);

    const expired = await someClient(up.db, "dealer", sql`c.expiry < CURRENT_DATE`);
    expect((await up.post("/api/remove", { name: expired }, up.tokens.dealer)).status).toBe(200);
    expect(await listedCount("/admin/dealers", up.tokens.admin, "dealer", "dealer")).toBe(dealerBefore - 1);
    expect(await driftedCounts(up.db)).toEqual([]);
  });

  it("resellers and super resellers list the sum over their dealers", async () => {
    const real = (account: string) =>
      scalar(
        up.db,
        sql`SELECT count(*) FROM clients c JOIN accounts d ON d.id = c.dealer_id JOIN accounts r ON r.id = d.parent_id
          LEFT JOIN accounts m ON m.id = r.parent_id WHERE r.name = ${account} OR m.name = ${account}`,
      );
    expect(await listedCount("/admin/resellerlist", up.tokens.admin, "reseller", "bluewave")).toBe(await real("bluewave"));
    expect(await listedCount("/admin/superresellers", up.tokens.admin, "name", "manager")).toBe(await real("manager"));
  });

  it("a refused write changes no count", async () => {
    const before = await rows(up.db, sql`SELECT * FROM dealer_client_counts ORDER BY dealer_id`);
    const taken = (await rows<{ name: string; mac: string }>(up.db, sql`SELECT name, mac FROM clients WHERE mac IS NOT NULL LIMIT 1`))[0];
    const refused = await up.post("/api/client", { login: "countme3", password: "pw1234", stb_mac: taken.mac.toLowerCase() }, up.tokens.dealer);
    expect(refused.status).toBe(409);
    const active = await someClient(up.db, "dealer", sql`c.expiry >= CURRENT_DATE`);
    expect((await up.post("/api/remove", { name: active }, up.tokens.dealer)).status).toBe(409);
    expect(await rows(up.db, sql`SELECT * FROM dealer_client_counts ORDER BY dealer_id`)).toEqual(before);
  });
});

describe("the dashboard's and the client list's remembered counts stay exact across writes", () => {
  const total = async (path: string, token: string) => {
    const res = await up.get(path, token);
    expect(res.status).toBe(200);
    return res.body.total as number;
  };
  const activeToday = async (token: string, prefix: string) => {
    const res = await up.get(`${prefix}/statstotals`, token);
    expect(res.status).toBe(200);
    return (res.body.clients as number[]).at(-1)!;
  };

  it("a renewal of an expired client, asked twice before and after", async () => {
    const expired = await someClient(up.db, "dealer", sql`c.expiry < CURRENT_DATE`);
    const [active, history] = [await total("/api/totalactiveclients", up.tokens.dealer), await activeToday(up.tokens.dealer, "/api")];
    // Asked again with nothing written: the same answers (now from memory).
    expect(await total("/api/totalactiveclients", up.tokens.dealer)).toBe(active);
    expect(await activeToday(up.tokens.dealer, "/api")).toBe(history);

    const tabs = async () => {
      const res = await up.get("/api/clients", up.tokens.dealer);
      expect(res.status).toBe(200);
      return res.body.counts as { all: number; active: number; expired: number };
    };
    const listed = await tabs();
    expect(await tabs()).toEqual(listed);

    expect((await up.post("/api/renew", { name: expired, months: 1 }, up.tokens.dealer)).status).toBe(200);
    expect(await total("/api/totalactiveclients", up.tokens.dealer)).toBe(active + 1);
    expect(await tabs()).toEqual({ all: listed.all, active: listed.active + 1, expired: listed.expired - 1 });
    expect(await total("/api/totalexpiredclients", up.tokens.dealer)).toBe(
      await scalar(up.db, sql`SELECT count(*) FROM clients c JOIN accounts d ON d.id = c.dealer_id WHERE d.name = 'dealer' AND c.expiry < CURRENT_DATE`),
    );
    expect(await activeToday(up.tokens.dealer, "/api")).toBe(history + 1);
  });

  it("a client moved out of a manager's subtree leaves its count; a new one enters it", async () => {
    const before = await total("/superreseller/totalclients", up.tokens.manager);
    const added = await up.post(
      "/superreseller/client",
      { login: "countme4", password: "pw1234", months: 0, ministra: true, dealer: "bw_tampa", reseller: "bluewave" },
      up.tokens.manager,
    );
    expect(added.status).toBe(200);
    expect(await total("/superreseller/totalclients", up.tokens.manager)).toBe(before + 1);
    const elsewhere = (
      await rows<{ dealer: string; reseller: string }>(
        up.db,
        sql`SELECT d.name AS dealer, r.name AS reseller FROM accounts d JOIN accounts r ON r.id = d.parent_id LEFT JOIN accounts m ON m.id = r.parent_id
          WHERE d.role = 'dealer' AND coalesce(m.name, '') <> 'manager' LIMIT 1`,
      )
    )[0];
    expect((await up.post("/admin/saveclient", { login: "countme4", dealer: elsewhere.dealer, reseller: elsewhere.reseller }, up.tokens.admin)).status).toBe(
      200,
    );
    expect(await total("/superreseller/totalclients", up.tokens.manager)).toBe(before);
  });
});

// A database of its own (a new PGlite database, migrated and seeded): slow in WebAssembly, and
// slower beside lint and the build at the start of npm test; vitest's 20 s default is for tests
// that use the file's clone.
describe("the migration", { timeout: 60_000 }, () => {
  it("backfills the counts of a database that already holds clients, and TRUNCATE clears them", async () => {
    const handle = await connect({ pgliteDir: freshPgliteDir() });
    try {
      // A database as the release before this migration left it: the older files only.
      const older = mkdtempSync(join(tmpdir(), "upstream-counts-"));
      try {
        for (const { version, path } of migrationFiles()) if (version < COUNTS) copyFileSync(path, join(older, `${version}.sql`));
        expect(await migrate(handle, `${older}/`)).not.toContain(COUNTS);
      } finally {
        rmSync(older, { recursive: true, force: true });
      }
      await seedDemo(handle.db, { now: new Date() });
      expect(await migrate(handle)).toContain(COUNTS);
      expect(await scalar(handle.db, sql`SELECT sum(clients) FROM dealer_client_counts`)).toBe(await scalar(handle.db, sql`SELECT count(*) FROM clients`));
      expect(await driftedCounts(handle.db)).toEqual([]);

      await handle.db.execute(sql`TRUNCATE clients`);
      expect(await scalar(handle.db, sql`SELECT count(*) FROM dealer_client_counts`)).toBe(0);
    } finally {
      await handle.close();
    }
  });
});
