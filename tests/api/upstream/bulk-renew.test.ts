// Bulk renew: one request, one Idempotency-Key, an answer per client; one outside the subtree or
// past the balance is refused alone and the others are renewed.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addMonths, maxDay } from "@/upstream/src/rules/dates";
import { creditsOf, rows, scalar, someClient, today, upstreamForFile } from "./support";

const up = upstreamForFile();
const expiryOf = async (name: string) => (await rows<{ e: string }>(up.db, sql`SELECT expiry::text AS e FROM clients WHERE name = ${name}`))[0].e;
const renewRows = (account: string, login: string) =>
  scalar(
    up.db,
    sql`SELECT count(*) FROM ledger l JOIN accounts a ON a.id = l.account_id WHERE a.name = ${account} AND l.type = 'RENEW' AND l.login = ${login}`,
  );

async function clientsOf(account: string, count: number, after = ""): Promise<string[]> {
  const found = await rows<{ name: string }>(
    up.db,
    sql`SELECT c.name FROM clients c JOIN accounts d ON d.id = c.dealer_id WHERE d.name = ${account} AND c.name > ${after} ORDER BY c.name LIMIT ${count}`,
  );
  return found.map((r) => r.name);
}

describe("POST /<prefix>/bulkrenew", () => {
  it("renews what it can: one outside the subtree and one past the balance are refused, the rest renewed; a replay charges nothing", async () => {
    const [a, b] = await clientsOf("dealer", 2);
    const [c] = await clientsOf("dealer_ny", 1);
    const outside = await someClient(up.db, "tvlink");
    await up.db.execute(sql`UPDATE accounts SET credits = 4 WHERE name = 'reseller'`);
    const before = { a: await expiryOf(a), c: await expiryOf(c), outside: await expiryOf(outside) };
    const body = { names: [a, outside, c, b], months: 2 };
    const headers = { "Idempotency-Key": "bulk-1" };

    const first = await up.post("/reseller/bulkrenew", body, up.tokens.reseller, headers);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      months: 2,
      renewed: 2,
      refused: 2,
      credits: 4,
      results: [
        { name: a, renewed: true, expiry: addMonths(maxDay(before.a, today()), 2) },
        { name: outside, renewed: false, reason: "not_found", message: `Client ${outside} not found` },
        { name: c, renewed: true, expiry: addMonths(maxDay(before.c, today()), 2) },
        { name: b, renewed: false, reason: "no_credits", message: "Not enough credits" },
      ],
    });
    expect(await creditsOf(up.db, "reseller")).toBe(0);
    expect(await expiryOf(outside)).toBe(before.outside);
    expect([await renewRows("reseller", a), await renewRows("reseller", c), await renewRows("reseller", b)]).toEqual([1, 1, 0]);

    // The same key and body: the first answer again, nothing renewed or charged twice.
    await up.db.execute(sql`UPDATE accounts SET credits = 10 WHERE name = 'reseller'`);
    const replay = await up.post("/reseller/bulkrenew", body, up.tokens.reseller, headers);
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get("idempotent-replayed")).toBe("true");
    expect(await creditsOf(up.db, "reseller")).toBe(10);
    expect(await expiryOf(a)).toBe(first.body.results[0].expiry);
    expect(await renewRows("reseller", a)).toBe(1);

    // The same key with another body is refused.
    expect((await up.post("/reseller/bulkrenew", { ...body, months: 1 }, up.tokens.reseller, headers)).status).toBe(422);
  });

  it("the admin's balance is unlimited: every client renewed, nothing charged, a ledger row each", async () => {
    const names = await clientsOf("bw_miami", 3);
    const res = await up.post("/admin/bulkrenew", { names, months: 1 }, up.tokens.admin, { "Idempotency-Key": "bulk-admin" });
    expect(res.body).toMatchObject({ renewed: 3, refused: 0, credits: 0 });
    for (const name of names) expect(await renewRows("admin", name)).toBe(1);
  });

  it("writes what a single renew writes: a trial becomes paid, each renewed client one audit entry with its expiry before and after", async () => {
    const [trial, paid] = (await clientsOf("bw_miami", 5)).slice(3); // not the ones the admin test renews
    await up.db.execute(sql`UPDATE clients SET trial = true, expiry = ${today()} WHERE name = ${trial}`);
    const before = { trial: await expiryOf(trial), paid: await expiryOf(paid) };
    const res = await up.post("/admin/bulkrenew", { names: [trial, "nosuchclient", paid], months: 1 }, up.tokens.admin, { "Idempotency-Key": "bulk-audit" });
    expect(res.body).toMatchObject({ renewed: 2, refused: 1 });

    const flags = await rows<{ trial: boolean }>(up.db, sql`SELECT trial FROM clients WHERE name = ${trial}`);
    expect(flags[0].trial).toBe(false);
    const entries = await rows<{ target: string; actor_name: string; changes: unknown }>(
      up.db,
      sql`SELECT target, actor_name, changes FROM audit_log WHERE action = 'client.renew' AND target IN (${trial}, ${paid}, 'nosuchclient') ORDER BY target`,
    );
    expect(entries).toEqual(
      [
        {
          target: trial,
          actor_name: "admin",
          changes: [
            { field: "expiry", before: before.trial, after: addMonths(before.trial, 1) },
            { field: "months", before: null, after: 1 },
            { field: "trial", before: true, after: false },
          ],
        },
        {
          target: paid,
          actor_name: "admin",
          changes: [
            { field: "expiry", before: before.paid, after: addMonths(maxDay(before.paid, today()), 1) },
            { field: "months", before: null, after: 1 },
          ],
        },
      ].sort((x, y) => x.target.localeCompare(y.target)),
    );
  });

  it("a dealer renews its own clients; another dealer's answer not_found", async () => {
    await up.db.execute(sql`UPDATE accounts SET credits = 50 WHERE name = 'dealer'`);
    const [own] = await clientsOf("dealer", 1, "m");
    const [other] = await clientsOf("dealer_ny", 1, "m");
    const res = await up.post("/api/bulkrenew", { names: [own, other], months: 3 }, up.tokens.dealer);
    expect(res.body.results.map((r: { renewed: boolean }) => r.renewed)).toEqual([true, false]);
    expect(await creditsOf(up.db, "dealer")).toBe(47);
  });

  it.each([
    [{ names: [], months: 1 }, "names: Select at least one client"],
    [{ names: ["a", "a"], months: 1 }, "names: Each client may be listed only once"],
    [{ names: Array.from({ length: 1001 }, (_, i) => `c${i}`), months: 1 }, "names: At most 1000 clients per renewal"],
    [{ names: ["a"], months: 13 }, "months: Too big: expected number to be <=12"],
  ])("refuses %j with 400, nothing written", async (body, message) => {
    const res = await up.post("/reseller/bulkrenew", body, up.tokens.reseller);
    expect(res.status).toBe(400);
    if (!message.startsWith("months")) expect(res.body.message).toBe(message);
  });
});
