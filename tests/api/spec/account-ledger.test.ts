// An account's ledger on a spec-only backend: the operator's mapped call answers the
// whole ledger; the BFF reads it once (remembered briefly), then searches, sorts and pages it,
// and sends the backend none of the paging parameters.
import { describe, expect, it, vi } from "vitest";
import * as ledgerRoute from "@/features/accounts/server/routes/account-transactions";
import { ADD_CREDITS } from "@/lib/schemas/accounts";
import * as moveRoute from "@/features/accounts/server/routes/account-credits";
import { client } from "@/tests/spec-upstream/test-client";
import { specBffForFile } from "./support";
import { freshPgliteDir } from "@/tests/support/fresh-pglite";

vi.mock("@/lib/session", async () => (await import("./support")).sessionMock);
// Spending goes through the intents in the panel's store: an embedded one of this file's own.
process.env.PANEL_STORE_DIR = freshPgliteDir();

const bff = specBffForFile();
type Row = { created: string; type: string; login: string; credits: number; description: string; position: number };
const ledger = (kind: string, name: string, query = "") => bff.get(ledgerRoute.GET, `/api/accounts/${kind}/${name}/transactions${query}`, { kind, name });

describe("an account's ledger on a spec backend", () => {
  it("admin: pages a dealer's whole ledger in the BFF, newest first, from one call without paging parameters", async () => {
    bff.signIn("admin");
    // Rows of the admin's own making, so the ledger spans pages whatever the seed holds.
    for (let i = 0; i < 12; i++) {
      const moved = await bff.send(
        moveRoute.POST,
        "POST",
        "/api/accounts/dealers/dealer/credits",
        { transaction: ADD_CREDITS, credits: 1 },
        { params: { kind: "dealers", name: "dealer" }, key: crypto.randomUUID() },
      );
      expect(moved.status).toBe(200);
    }
    const whole = (await client(bff.up().url).call("GET", "/admin/accountledger/dealer", bff.tokens.admin)).body as Omit<Row, "position">[];
    expect(whole.length).toBeGreaterThan(12);

    const first = await ledger("dealers", "dealer", "?size=5");
    expect(first.status).toBe(200);
    expect(first.body.total).toBe(whole.length);
    expect(first.body.totalPages).toBe(Math.ceil(whole.length / 5));
    const newest = [...whole].sort((a, b) => b.created.localeCompare(a.created));
    expect(first.body.rows.map((r: Row) => r.created)).toEqual(newest.slice(0, 5).map((r) => r.created));
    expect(first.forwarded).toEqual(["GET /admin/accountledger/dealer"]);

    // The next page comes from the BFF's memory of the list: nothing more is asked.
    const second = await ledger("dealers", "dealer", "?size=5&page=2");
    expect(second.body.rows.map((r: Row) => r.position)).toEqual([6, 7, 8, 9, 10]);
    expect(second.forwarded).toEqual([]);
  });

  it("manager: searches by type, login and description, case-insensitive, and sorts by credits", async () => {
    bff.signIn("manager");
    const whole = (await client(bff.up().url).call("GET", "/superreseller/accountledger/reseller", bff.tokens.manager)).body as Omit<Row, "position">[];
    const type = whole[0].type;
    const answer = await ledger("resellers", "reseller", `?q=${type.toLowerCase()}&sort=-credits&size=100`);
    expect(answer.status).toBe(200);
    const matching = whole.filter((r) => `${r.login} ${r.type} ${r.description ?? ""}`.toLowerCase().includes(type.toLowerCase()));
    expect(answer.body.total).toBe(matching.length);
    const credits = answer.body.rows.map((r: Row) => r.credits);
    expect(credits).toEqual([...credits].sort((a, b) => b - a));
    for (const call of answer.forwarded) expect(call).not.toMatch(/[?&](page|per_page|sort|search)=/);
  });

  it("answers 404 for an account outside the caller's subtree", async () => {
    bff.signIn("manager");
    expect((await ledger("dealers", "nosuchdealer")).status).toBe(404);
  });
});
