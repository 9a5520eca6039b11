// Twenty bulk renews at once by one account, each with its own Idempotency-Key, over
// overlapping clients and a balance too small for all of them: every request answers (200, or a
// clean 422), none fails with a deadlock, and the balance dropped by exactly what the answers
// charged, which is also what the ledger holds.
//
// PostgreSQL only (describe.runIf): the deadlock needs real row locks between concurrent
// transactions, and PGlite runs one transaction at a time on its single connection.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { creditsOf, rows, scalar, upstreamForFile, type Reply } from "./support";

const onPostgres = Boolean(process.env.UPSTREAM_TEST_DATABASE_URL);

describe.runIf(onPostgres)("20 concurrent bulk renews by one account (PostgreSQL)", () => {
  const up = upstreamForFile();

  it("all answer, none deadlocks, and the charges add up to the balance drop", async () => {
    const names = (
      await rows<{ name: string }>(up.db, sql`SELECT c.name FROM clients c JOIN accounts d ON d.id = c.dealer_id WHERE d.name = 'dealer' ORDER BY c.id LIMIT 6`)
    ).map((r) => r.name);
    // 20 requests of 3 clients × 1 month want 60 credits; 45 leave the last ones refused.
    await up.db.execute(sql`UPDATE accounts SET credits = 45 WHERE name = 'dealer'`);
    const lastLedgerId = await scalar(up.db, sql`SELECT coalesce(max(id), 0) FROM ledger`);

    const answers: Reply[] = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        up.post(
          "/api/bulkrenew",
          // Overlapping sets in different orders, so requests also contend on the client rows.
          { names: [names[i % 6], names[(i + 1) % 6], names[(i + 3) % 6]], months: 1 },
          up.tokens.dealer,
          { "Idempotency-Key": `concurrent-bulk-${i}` },
        ),
      ),
    );

    const statuses = answers.map((a) => a.status);
    expect(
      statuses.filter((s) => s !== 200 && s !== 422),
      JSON.stringify(answers.map((a) => a.text)),
    ).toEqual([]);
    const charged = answers.filter((a) => a.status === 200).reduce((sum, a) => sum + (a.body.credits as number), 0);
    expect(charged).toBe(45);
    expect(await creditsOf(up.db, "dealer")).toBe(0);
    const ledgerRenews = await scalar(
      up.db,
      sql`SELECT coalesce(sum(l.credits), 0) FROM ledger l JOIN accounts a ON a.id = l.account_id
        WHERE a.name = 'dealer' AND l.type = 'RENEW' AND l.id > ${lastLedgerId}`,
    );
    expect(ledgerRenews).toBe(charged);
    // Every key was recorded once, with the answer it gave.
    expect(await scalar(up.db, sql`SELECT count(*) FROM idempotency_keys WHERE key LIKE 'concurrent-bulk-%' AND status = 200`)).toBe(
      statuses.filter((s) => s === 200).length,
    );
  });
});
