// Every list screen's BFF call on a spec-only backend: the BFF reads the spec's whole
// lists (the dealer's page by page), then searches, counts, sorts and pages them itself, and sends
// the backend only the spec's parameters.
import { describe, expect, it, vi } from "vitest";
import * as accountsRoute from "@/features/accounts/server/routes/accounts";
import * as clientsRoute from "@/features/clients/server/routes/clients";
import * as expiringRoute from "@/features/renewals/server/routes/expiring";
import * as ticketsRoute from "@/features/tickets/server/routes/tickets";
import * as transactionsRoute from "@/features/transactions/server/routes/transactions";
import type { Role } from "@/lib/roles";
import { currentBackend } from "@/lib/backends";
import { client } from "@/tests/spec-upstream/test-client";
import { specBffForFile } from "./support";
import { validClientInput } from "@/tests/support/fixtures";
import { freshPgliteDir } from "@/tests/support/fresh-pglite";

vi.mock("@/lib/session", async () => (await import("./support")).sessionMock);
// Spending goes through the intents in the panel's store: an embedded one of this file's own.
process.env.PANEL_STORE_DIR = freshPgliteDir();

const bff = specBffForFile();
const today = new Date().toISOString().slice(0, 10);
const CLIENT_LIST_PATH: Record<Role, string> = {
  admin: "/admin/clientlist",
  manager: "/superreseller/clientlist",
  reseller: "/reseller/clientlist",
  dealer: "/api/clients",
};

/** The role's clients as the backend itself answers them (all the dealer's pages). */
async function backendClients(role: Role): Promise<{ name: string; expiry: string }[]> {
  const { call } = client(bff.up().url);
  if (role !== "dealer") return (await call("GET", CLIENT_LIST_PATH[role], bff.tokens[role])).body as { name: string; expiry: string }[];
  const rows: { name: string; expiry: string }[] = [];
  for (let page = 1; ; page++) {
    const body = (await call("GET", `/api/clients?page=${page}`, bff.tokens.dealer)).body as {
      client_list: { name: string; expiry: string }[];
      total_pages: number;
    };
    rows.push(...body.client_list);
    if (page >= body.total_pages) return rows;
  }
}

describe("on a spec backend", () => {
  it("finds out the backend is spec-only and takes the operator's mapping", async () => {
    const backend = await currentBackend();
    expect(backend.name).toBe("spec");
    expect(Object.fromEntries((["admin", "manager", "reseller", "dealer"] as const).map((role) => [role, backend.pathOf(role, "dealers.list")]))).toEqual({
      admin: "/admin/alldealers",
      manager: "/superreseller/mydealers",
      reseller: "/reseller/mydealers",
      dealer: undefined,
    });
  });

  it.each(["admin", "manager", "reseller", "dealer"] as const)(
    "%s: one page of the clients with the spec's tab counts, from the spec's call only",
    async (role) => {
      const all = await backendClients(role);
      bff.signIn(role);
      const answer = await bff.get(clientsRoute.GET, "/api/clients?tab=expired&size=10&sort=-expiry");
      const expired = all.filter((c) => c.expiry < today);
      expect(answer.status).toBe(200);
      expect(answer.body.counts).toEqual({ all: all.length, active: all.length - expired.length, expired: expired.length });
      expect(answer.body.total).toBe(expired.length);
      expect(answer.body.rows.map((r: { name: string }) => r.name)).toEqual(
        [...expired]
          .sort((a, b) => b.expiry.localeCompare(a.expiry))
          .slice(0, 10)
          .map((c) => c.name),
      );
      // Nothing but the spec's own parameters went to the backend: page, on the dealer's list only.
      for (const call of answer.forwarded)
        expect(call).toMatch(role === "dealer" ? /^GET \/api\/clients\?page=\d+$/ : new RegExp(`^GET ${CLIENT_LIST_PATH[role]}$`));
    },
  );

  it.each(["admin", "dealer"] as const)("%s: typing the expiry chip's word, 'expired', finds the expired clients", async (role) => {
    const all = await backendClients(role);
    bff.signIn(role);
    const answer = await bff.get(clientsRoute.GET, "/api/clients?q=EXPired&size=100");
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(all.filter((c) => c.expiry < today).length);
    expect(answer.body.total).toBeGreaterThan(0);
  });

  it("reads the dealer's pages afresh after its own write (whose answer lacks the name), then once while paging", async () => {
    bff.signIn("dealer");
    const added = await bff.send(
      clientsRoute.POST,
      "POST",
      "/api/clients",
      validClientInput({ login: "specnew1", password: "pw1", mac: "00:1A:79:AA:BB:01", months: 0, reseller: "", dealer: "" }),
    );
    expect(added).toMatchObject({ status: 200, body: { name: "specnew1" } });
    const first = await bff.get(clientsRoute.GET, "/api/clients?q=specnew1");
    expect(first.body.rows.map((r: { name: string }) => r.name)).toEqual(["specnew1"]);
    expect(first.forwarded.length).toBeGreaterThan(1);
    const second = await bff.get(clientsRoute.GET, "/api/clients?page=2&size=10");
    expect(second.forwarded).toEqual([]);
    expect(second.body.rows).toHaveLength(10);
  });

  it("searches by name, MAC, status and description, case-insensitively", async () => {
    bff.signIn("reseller");
    const all = await backendClients("reseller");
    const one = all[0] as { name: string; expiry: string };
    const answer = await bff.get(clientsRoute.GET, `/api/clients?q=${one.name.toUpperCase()}`);
    expect(answer.body.rows.map((r: { name: string }) => r.name)).toContain(one.name);
    const inactive = await bff.get(clientsRoute.GET, "/api/clients?q=inactive&tab=expired");
    expect(inactive.body.total).toBe(all.filter((c) => c.expiry < today).length);
  });

  it.each([
    ["manager", "resellers"],
    ["admin", "superresellers"],
    ["admin", "resellers"],
    ["reseller", "dealers"],
    ["manager", "dealers"],
    ["admin", "dealers"],
  ] as const)("%s: the %s list through the spec's or the mapped call, paged by the BFF", async (role, kind) => {
    bff.signIn(role);
    const answer = await bff.get(accountsRoute.GET, `/api/accounts/${kind}?size=10`, { kind });
    expect(answer.status).toBe(200);
    expect(answer.body.rows.length).toBeGreaterThan(0);
    expect(answer.body.total).toBe(answer.body.counts.all);
    expect(answer.forwarded).toHaveLength(1);
  });

  it.each(["admin", "manager", "reseller", "dealer"] as const)("%s: its transactions and tickets, paged by the BFF", async (role) => {
    bff.signIn(role);
    const ledger = await bff.get(transactionsRoute.GET, "/api/transactions?size=10");
    expect(ledger.status).toBe(200);
    expect(ledger.body.rows.every((r: { position: number }, i: number) => r.position === i + 1)).toBe(true);
    const tickets = await bff.get(ticketsRoute.GET, "/api/tickets");
    expect(tickets.status).toBe(200);
    expect(tickets.body.counts.all).toBe(tickets.body.counts.active + tickets.body.counts.closed);
    for (const call of [...ledger.forwarded, ...tickets.forwarded]) expect(call).not.toMatch(/[?&](page|per_page|sort|search)=/);
  });

  it("a Spanish reader's ledger search finds the types as the screen names them, searched by the BFF", async () => {
    bff.signIn("dealer");
    const english = await bff.get(transactionsRoute.GET, "/api/transactions?q=NEW%20CLIENT&size=100");
    const spanish = await bff.get(transactionsRoute.GET, "/api/transactions?q=cliente%20nuevo&size=100", {}, { cookie: "panel-locale=es" });
    expect(english.body.total).toBeGreaterThan(0);
    expect(spanish.status).toBe(200);
    expect(spanish.body.total).toBe(english.body.total);
    expect(spanish.body.rows.every((row: { type: string }) => row.type === "NEW CLIENT")).toBe(true);
    for (const call of spanish.forwarded) expect(call).not.toMatch(/search/);
  });

  it("computes the expiry worklist from the client list: the next seven days, soonest first", async () => {
    const all = await backendClients("dealer");
    const week = all.filter((c) => c.expiry >= today && c.expiry <= new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10));
    bff.signIn("dealer");
    const answer = await bff.get(expiringRoute.GET, "/api/expiring?size=100");
    expect(answer.status).toBe(200);
    expect(answer.body.counts).toEqual({ week: week.length, trials: 0 });
    const expiries = answer.body.rows.map((r: { expiry: string }) => r.expiry);
    expect(expiries).toEqual([...expiries].sort());
    expect(answer.forwarded.every((call) => call.startsWith("GET /api/clients"))).toBe(true);
  });
});
