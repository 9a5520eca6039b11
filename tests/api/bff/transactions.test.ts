// GET /api/transactions: the signed-in account's own ledger, one page, through the BFF.
import { describe, expect, it, vi } from "vitest";
import { GET } from "@/features/transactions/server/routes/transactions";
import { ROLES } from "@/lib/roles";
import { bffForFile } from "./support";

vi.mock("@/lib/session", async () => (await import("./support")).sessionMock);

const bff = bffForFile();
const PREFIX = { admin: "/admin", manager: "/superreseller", reseller: "/reseller", dealer: "/api" } as const;

describe("GET /api/transactions", () => {
  it.each(ROLES)("%s: the first page of its own ledger, newest first, as the upstream has it", async (role) => {
    bff.signIn(role);
    const answer = await bff.get(GET, "/api/transactions?page=1&size=10");
    const upstream = await bff.up.get(`${PREFIX[role]}/transactions`, bff.up.tokens[role], { page: 1, per_page: 10, sort: "-created" });
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(upstream.body.total);
    expect(answer.body.totalPages).toBe(upstream.body.total_pages);
    expect(answer.body.counts).toEqual({ all: upstream.body.total });
    expect(answer.body.rows).toEqual(upstream.body.data.map((row: object, i: number) => ({ ...row, position: i + 1 })));
    expect(answer.forwarded).toEqual([`GET ${PREFIX[role]}/transactions`]);
  });

  it("searches, sorts and pages on the upstream; rows are numbered by their place among the matches", async () => {
    bff.signIn("dealer");
    const answer = await bff.get(GET, "/api/transactions?q=RENEW&sort=credits&page=2&size=5");
    expect(answer.status).toBe(200);
    expect(answer.body.rows.map((row: { position: number }) => row.position)).toEqual([6, 7, 8, 9, 10]);
    expect(answer.body.rows.every((row: { type: string }) => row.type === "RENEW")).toBe(true);
    const credits = answer.body.rows.map((row: { credits: number }) => row.credits);
    expect(credits).toEqual([...credits].sort((a, b) => a - b));
  });

  it.each([
    ["es", "renovación"],
    ["es", "RENOVACION"],
    ["ar", "تجديد"],
  ])("in %s, searching %s (the type as the screen names it) finds the RENEW rows, as RENEW does in English", async (locale, term) => {
    bff.signIn("dealer");
    const english = await bff.get(GET, "/api/transactions?q=RENEW&size=100");
    const answer = await bff.get(GET, `/api/transactions?q=${encodeURIComponent(term)}&size=100`, {}, { cookie: `panel-locale=${locale}` });
    expect(answer.status).toBe(200);
    expect(english.body.total).toBeGreaterThan(0);
    expect(answer.body.total).toBe(english.body.total);
    expect(answer.body.rows).toEqual(english.body.rows);
    // Without the reader's language the word is not a type: nothing found.
    expect((await bff.get(GET, `/api/transactions?q=${encodeURIComponent(term)}`)).body.total).toBe(0);
  });

  it("a URL's bad values fall back to the defaults rather than fail", async () => {
    bff.signIn("dealer");
    const answer = await bff.get(GET, "/api/transactions?sort=password&page=-3&size=99999");
    expect(answer.status).toBe(200);
    expect(answer.body.rows[0].position).toBe(1);
  });

  it("401 without a session, nothing forwarded", async () => {
    bff.signIn(null);
    expect(await bff.get(GET, "/api/transactions")).toMatchObject({ status: 401, forwarded: [] });
  });

  it("401 when the upstream no longer knows the token", async () => {
    bff.signIn("dealer", "revoked-token");
    expect(await bff.get(GET, "/api/transactions")).toMatchObject({ status: 401 });
  });
});
