// GET /api/accounts/:kind/:name/transactions on the reference upstream: an account's ledger,
// one page at a time, searched, sorted and paged by the upstream.
import { describe, expect, it, vi } from "vitest";
import { GET } from "@/features/accounts/server/routes/account-transactions";
import { bffForFile } from "./support";

vi.mock("@/lib/session", async () => (await import("./support")).sessionMock);

const bff = bffForFile();
const ledger = (kind: string, name: string, query = "") => bff.get(GET, `/api/accounts/${kind}/${name}/transactions${query}`, { kind, name });

describe("GET /api/accounts/:kind/:name/transactions", () => {
  it.each([
    ["admin", "dealers", "dealer", "/admin"],
    ["manager", "resellers", "reseller", "/superreseller"],
    ["reseller", "dealers", "dealer", "/reseller"],
  ] as const)("%s: the first page of %s %s's ledger, newest first, as the upstream pages it", async (role, kind, name, prefix) => {
    bff.signIn(role);
    const answer = await ledger(kind, name, "?size=10");
    const upstream = await bff.up.get(`${prefix}/transactions/${name}`, bff.up.tokens[role], { page: 1, per_page: 10, sort: "-created" });
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(upstream.body.total);
    expect(answer.body.total).toBeGreaterThan(10);
    expect(answer.body.totalPages).toBe(upstream.body.total_pages);
    expect(answer.body.rows).toEqual(upstream.body.data.map((row: object, i: number) => ({ ...row, position: i + 1 })));
    // One call for one page: the whole ledger is never read.
    expect(answer.forwarded).toEqual([`GET ${prefix}/transactions/${name}`]);
  });

  it("searches (type, login, description), sorts and pages on the upstream", async () => {
    bff.signIn("admin");
    const all = await ledger("dealers", "dealer", "?q=renew&size=100");
    expect(all.body.total).toBeGreaterThan(5);
    expect(all.body.rows.every((row: { type: string }) => row.type === "RENEW")).toBe(true);
    const second = await ledger("dealers", "dealer", "?q=renew&sort=credits&page=2&size=5");
    expect(second.status).toBe(200);
    expect(second.body.total).toBe(all.body.total);
    expect(second.body.rows.map((row: { position: number }) => row.position)).toEqual([6, 7, 8, 9, 10]);
    const byLogin = await ledger("dealers", "dealer", `?q=${all.body.rows[0].login}`);
    expect(byLogin.body.rows.some((row: { login: string }) => row.login === all.body.rows[0].login)).toBe(true);
  });

  it("refuses a dealer (no account below it) with nothing forwarded, and answers 404 outside the subtree", async () => {
    bff.signIn("dealer");
    expect(await ledger("dealers", "dealer")).toMatchObject({ status: 403, forwarded: [] });
    bff.signIn("reseller");
    expect((await ledger("dealers", "nosuchdealer")).status).toBe(404);
    bff.signIn(null);
    expect(await ledger("dealers", "dealer")).toMatchObject({ status: 401, forwarded: [] });
  });
});
