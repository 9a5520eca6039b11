// Every read screen's BFF call of every role, on a spec backend that answers as PHP and Laravel
// backends do (tests/spec-upstream/variants.ts): each variant gives the screens exactly what the
// spec's own shapes give (moments compared to the second, which Unix seconds and MySQL datetimes keep).
import { afterEach, describe, expect, it, vi } from "vitest";
import * as accountRoute from "@/features/accounts/server/routes/account";
import * as accountTransactionsRoute from "@/features/accounts/server/routes/account-transactions";
import * as accountsRoute from "@/features/accounts/server/routes/accounts";
import * as clientRoute from "@/features/clients/server/routes/client";
import * as historyRoute from "@/features/clients/server/routes/client-history";
import * as clientsRoute from "@/features/clients/server/routes/clients";
import * as creditsRoute from "@/features/credits/server/routes/credits";
import * as expiringRoute from "@/features/renewals/server/routes/expiring";
import * as ownersRoute from "@/features/accounts/server/routes/owners";
import * as packagesRoute from "@/features/clients/server/routes/packages";
import * as ticketRoute from "@/features/tickets/server/routes/ticket";
import * as ticketsRoute from "@/features/tickets/server/routes/tickets";
import * as transactionsRoute from "@/features/transactions/server/routes/transactions";
import { DASHBOARD_COUNTS } from "@/features/dashboard/model/dashboard";
import { offers } from "@/lib/operations";
import type { Role } from "@/lib/roles";
import { currentBackend } from "@/lib/backends";
import { getCredits, getStatsTotals, getTotal } from "@/lib/upstream/dashboard";
import { forgetWholeLists } from "@/lib/backends/spec-only/whole-lists";
import type { Variant } from "@/tests/spec-upstream";
import { specBffForFile } from "./support";

vi.mock("@/lib/session", async () => (await import("./support")).sessionMock);

const bff = specBffForFile();
afterEach(() => bff.up().answerAs([]));

type Read = [label: string, run: () => Promise<unknown>];
const KINDS: Record<Role, ("superresellers" | "resellers" | "dealers")[]> = {
  admin: ["superresellers", "resellers", "dealers"],
  manager: ["resellers", "dealers"],
  reseller: ["dealers"],
  dealer: [],
};

/** The body of a BFF read, failing the test on any status but 200. */
async function body(answer: Promise<{ status: number; body: unknown }>) {
  const { status, body } = await answer;
  return { status, body };
}

/** Every read screen's call of the role, with the names of what it opens taken from the spec-shaped lists. */
async function readsOf(role: Role): Promise<Read[]> {
  bff.signIn(role);
  const caller = { role, token: bff.tokens[role] };
  const first = async (handler: typeof clientsRoute.GET, path: string, params?: Record<string, string>) =>
    ((await bff.get(handler, path, params)).body as { rows: Record<string, unknown>[] }).rows[0];
  const clientName = String((await first(clientsRoute.GET, "/api/clients?size=1"))?.name);
  const ticket = await first(ticketsRoute.GET, "/api/tickets?size=1");
  const reads: Read[] = [
    ["clients", () => body(bff.get(clientsRoute.GET, "/api/clients?size=100&sort=-expiry"))],
    ["clients, expired tab", () => body(bff.get(clientsRoute.GET, "/api/clients?tab=expired&size=100"))],
    ["client", () => body(bff.get(clientRoute.GET, `/api/clients/${clientName}`, { name: clientName }))],
    ["client history", () => body(bff.get(historyRoute.GET, `/api/clients/${clientName}/history`, { name: clientName }))],
    ["packages", () => body(bff.get(packagesRoute.GET, "/api/packages?server=0"))],
    ["expiring", () => body(bff.get(expiringRoute.GET, "/api/expiring?size=100"))],
    ["transactions", () => body(bff.get(transactionsRoute.GET, "/api/transactions?size=100"))],
    ["tickets", () => body(bff.get(ticketsRoute.GET, "/api/tickets?size=100"))],
    ["credits", () => body(bff.get(creditsRoute.GET, "/api/credits"))],
    ["owners", () => body(bff.get(ownersRoute.GET, "/api/owners"))],
  ];
  // The dashboard's own reads, where this backend offers them to the role.
  const backend = await currentBackend();
  if (offers(backend, role, "credits")) reads.push(["dashboard balance", () => getCredits(caller)]);
  if (offers(backend, role, "stats.totals")) reads.push(["dashboard history", () => getStatsTotals(caller)]);
  for (const card of DASHBOARD_COUNTS[role]) if (offers(backend, role, card.op)) reads.push([`dashboard ${card.label}`, () => getTotal(caller, card.op)]);
  if (ticket) reads.push(["ticket", () => body(bff.get(ticketRoute.GET, `/api/tickets/${ticket.id}`, { id: String(ticket.id) }))]);
  for (const kind of KINDS[role]) {
    const row = await first(accountsRoute.GET, `/api/accounts/${kind}?size=1`, { kind });
    const name = String(row.name ?? row.reseller ?? row.dealer);
    reads.push([`${kind} list`, () => body(bff.get(accountsRoute.GET, `/api/accounts/${kind}?size=100`, { kind }))]);
    reads.push([`${kind} account`, () => body(bff.get(accountRoute.GET, `/api/accounts/${kind}/${name}`, { kind, name }))]);
    if (role === "admin" || role === "manager")
      reads.push([`${kind} ledger`, () => body(bff.get(accountTransactionsRoute.GET, `/api/accounts/${kind}/${name}/transactions?size=100`, { kind, name }))]);
  }
  return reads;
}

/** Moments to the second: Unix seconds and MySQL datetimes carry no milliseconds. */
const toSecond = (value: unknown) => JSON.parse(JSON.stringify(value ?? null).replace(/(T\d{2}:\d{2}:\d{2})\.\d{3}Z/g, "$1.000Z")) as unknown;

/** Each read's answer under the variants, beside its answer to the spec's own shapes. */
async function compare(role: Role, variants: Variant[]) {
  const reads = await readsOf(role);
  const caller = { role, token: bff.tokens[role] };
  const results: { label: string; spec: unknown; variant: unknown }[] = [];
  for (const [label, run] of reads) {
    bff.up().answerAs([]);
    forgetWholeLists(caller);
    const spec = toSecond(await run());
    bff.up().answerAs(variants);
    forgetWholeLists(caller);
    const variant = toSecond(await run().catch((error: unknown) => ({ failed: String(error) })));
    results.push({ label, spec, variant });
  }
  return results;
}

const ROLES = ["admin", "manager", "reseller", "dealer"] as const;
const SAME: Variant[][] = [
  ["numbers-as-strings"],
  ["laravel"],
  ["numbers-as-strings", "laravel"],
  ["decimals"],
  ["booleans-01"],
  ["booleans-strings"],
  ["dates-mysql"],
  ["dates-iso"],
  ["dates-unix"],
  ["dates-unix-strings", "numbers-as-strings"],
  ["nulls"],
  ["extra-fields"],
  // A whole list answered in pages is read to its end; a row answered twice is shown once.
  ["paged"],
  ["paged", "numbers-as-strings"],
  ["duplicates"],
];

describe("a spec backend answering as PHP and Laravel backends do", () => {
  describe.each(SAME.map((variants) => [variants.join(" + "), variants] as const))("%s", (_, variants) => {
    it.each(ROLES)("%s: every read screen shows what the spec's shapes show", async (role) => {
      const results = await compare(role, variants);
      expect(results.filter(({ spec }) => ((spec as { status?: number }).status ?? 200) === 200).length).toBeGreaterThan(8);
      for (const { label, spec, variant } of results) expect(variant, label).toEqual(spec);
    });
  });

  it.each(ROLES)("%s: with empty fields left out (array_filter), no row is lost and a left-out status is never active", async (role) => {
    for (const { label, spec, variant } of await compare(role, ["drop-empty"])) {
      if (label === "credits" || label === "dashboard balance") continue; // { credits: null } and { credits: 0 } both become {}: see below.
      const rows = (value: unknown) => (value as { body?: { rows?: unknown[] } }).body?.rows?.length;
      expect((variant as { status?: number }).status ?? 200, label).toBe((spec as { status?: number }).status ?? 200);
      expect(rows(variant), label).toBe(rows(spec));
    }
    bff.signIn(role);
    bff.up().answerAs(["drop-empty"]);
    forgetWholeLists({ role, token: bff.tokens[role] });
    const clients = (await bff.get(clientsRoute.GET, "/api/clients?size=100")).body as { rows: { status: boolean | null }[] };
    expect(clients.rows.some((row) => row.status === true)).toBe(true);
    expect(clients.rows.every((row) => row.status !== false)).toBe(true);
  });

  it("a balance that cannot be read is never shown: the credits call fails alone", async () => {
    bff.signIn("dealer");
    bff.up().answerAs([], "credits");
    expect((await bff.get(creditsRoute.GET, "/api/credits")).status).toBe(502);
    bff.up().answerAs(["numbers-as-strings"]);
    expect(await bff.get(creditsRoute.GET, "/api/credits")).toMatchObject({ status: 200, body: { credits: expect.any(Number) } });
  });

  it("one unreadable field costs only the rows or figures that need it", async () => {
    bff.signIn("reseller");
    forgetWholeLists({ role: "reseller", token: bff.tokens.reseller });
    bff.up().answerAs([], "expiry");
    const clients = await bff.get(clientsRoute.GET, "/api/clients?size=100");
    expect(clients.status).toBe(200);
    expect(clients.body.total).toBe(0);
    const tickets = await bff.get(ticketsRoute.GET, "/api/tickets?size=100");
    expect(tickets.status).toBe(200);
    expect(tickets.body.total).toBeGreaterThan(0);
  });
});
