// The ledger's time is read after the row locks of the write, so concurrent actions list in the
// order they happened. On PostgreSQL (UPSTREAM_TEST_DATABASE_URL) a renew really waits for a lock
// held elsewhere; PGlite has one connection, so there the whole request waits and both orders agree.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clients } from "@/upstream/src/db/schema";
import { rows, someClient, today, upstreamForFile } from "./support";

const api = upstreamForFile();

async function history(name: string) {
  return rows<{ created: string | Date; expiry: string; id: number }>(
    api.db,
    sql`SELECT l.id, l.created, l.expiry FROM ledger l WHERE l.login = ${name} AND l.type = 'RENEW' ORDER BY l.created, l.id`,
  );
}

describe("the ledger's time", () => {
  it("is read once the client's row lock is held, not before waiting for it", async () => {
    const name = await someClient(api.db, "dealer", sql`c.expiry >= ${today()}`);
    let released = 0;
    let renew: Promise<unknown> = Promise.resolve();
    await api.db.transaction(async (tx) => {
      await tx
        .select()
        .from(clients)
        .where(sql`${clients.name} = ${name}`)
        .for("update");
      renew = api.post("/api/renew", { name, months: 1 }, api.tokens.dealer);
      await new Promise((resolve) => setTimeout(resolve, 500));
      released = Date.now();
    });
    const answer = (await renew) as { status: number };
    expect(answer.status).toBe(200);
    const [row] = (await history(name)).slice(-1);
    expect(new Date(row.created).getTime()).toBeGreaterThanOrEqual(released);
  });

  it("lists concurrent renewals of one client in the order their expiries grew", async () => {
    const name = await someClient(api.db, "dealer", sql`c.expiry >= ${today()} AND c.name <> ''`);
    const before = (await history(name)).length;
    const answers = await Promise.all(Array.from({ length: 6 }, () => api.post("/api/renew", { name, months: 1 }, api.tokens.dealer)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    const rowsNow = (await history(name)).slice(before);
    expect(rowsNow).toHaveLength(6);
    const expiries = rowsNow.map((r) => r.expiry);
    expect(expiries).toEqual([...expiries].sort());
    expect(new Set(expiries).size).toBe(6);
  });
});
