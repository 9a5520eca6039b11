// The client search's whole condition (its text, and the owners' names) can be answered through
// the trigram index: the owners' arm must not turn the search into a read of every client.
import { and, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { searchCondition } from "@/upstream/src/rules/clients/list";
import { clients } from "@/upstream/src/db/schema";
import { rows, scalar, today, upstreamForFile } from "./support";

const up = upstreamForFile();

/** The plan of the admin's narrow search with sequential scans ruled out (the table is small in tests). */
async function searchPlan(term: string): Promise<string> {
  const search = searchCondition(term, today());
  expect(search?.narrow).toBe(true);
  return up.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    const plan = await rows<{ "QUERY PLAN": string }>(tx, sql`EXPLAIN SELECT count(*) FROM ${clients} WHERE ${and(sql`true`, search!.where)}`);
    return plan.map((r) => r["QUERY PLAN"]).join("\n");
  });
}

describe("the client search's plan", () => {
  it("combines the trigram index with the dealer index, and reads no client row by row", async () => {
    const plan = await searchPlan("maria");
    // A PostgreSQL server without pg_trgm has no index to use (migration 0005): search scans there.
    if ((await scalar(up.db, sql`SELECT count(*) FROM pg_indexes WHERE indexname = 'clients_search_trgm_idx'`)) === 0) {
      expect(plan).toMatch(/Seq Scan on clients/);
      return;
    }
    expect(plan).toContain("clients_search_trgm_idx");
    expect(plan).toContain("BitmapOr");
    expect(plan).not.toMatch(/Seq Scan on clients/);
  });
});
