// Insights over both upstreams: the same account history made on the reference upstream and on
// the spec-only one gives the same figures through the BFF, and its month's statement reconciles
// with the Transactions list row for row.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as insightsRoute from "@/app/api/insights/route";
import * as accountsRoute from "@/app/api/insights/accounts/route";
import * as statementRoute from "@/app/api/insights/statement/route";
import * as transactionsRoute from "@/app/api/transactions/route";
import { forgetBackend } from "@/lib/backends";
import type { SessionData } from "@/lib/session/cookie";
import { startSpecUpstream, type SpecUpstream } from "@/tests/spec-upstream";
import { client } from "@/tests/spec-upstream/test-client";
import { freshPgliteDir } from "@/tests/support/fresh-pglite";
import { handlerCalls } from "./bff/handler-calls";
import { CALL_MAP } from "./spec/support";
import { upstreamForFile } from "./upstream/support";

const state: { session: SessionData | null } = { session: null };
vi.mock("@/lib/session", () => ({ getSession: async () => state.session }));
process.env.PANEL_STORE_DIR = freshPgliteDir();

const WEB_GLOBALS = { Request: globalThis.Request, Response: globalThis.Response };
const reference = upstreamForFile();
let spec: SpecUpstream;
const { get } = handlerCalls([]);

beforeAll(async () => {
  spec = await startSpecUpstream({ port: 0, unshownCalls: true });
  Object.assign(globalThis, WEB_GLOBALS);
});
afterAll(async () => {
  forgetBackend();
  await spec?.close();
});

const MAC = (n: number) => `00:1A:79:00:51:0${n}`;
const clientBody = (login: string, months: number, mac: string) => ({
  login,
  password: "pw1234",
  stb_mac: mac,
  ministra: false,
  months,
  desc: "",
  phone: "",
  package_selection: 8,
  packages: [],
  server: 0,
});

/** A new dealer given 20 credits, which adds a paid client (3 months) and a trial, renews the client by 2 months and retrieves 1. */
async function makeHistory(url: string): Promise<string> {
  const api = client(url);
  const admin = await api.login("admin");
  const ok = async (reply: Promise<{ status: number; text: string }>) => expect((await reply).status, (await reply).text).toBe(200);
  await ok(api.call("POST", "/admin/dealer", admin, { login: "insd", password: "insd1234", description: "", reseller: "reseller" }));
  await ok(api.call("POST", "/admin/dealercredits", admin, { name: "insd", credits: 20, transaction: 0 }));
  const signed = await api.call("POST", "/authenticate", undefined, { login_username: "insd", login_password: "insd1234", g_recaptcha_response: "x" });
  const token = (signed.body as { token: string }).token;
  await ok(api.call("POST", "/api/client", token, clientBody("insc1", 3, MAC(1))));
  await ok(api.call("POST", "/api/client", token, clientBody("inst1", 0, MAC(2))));
  await ok(api.call("POST", "/api/renew", token, { name: "insc1", months: 2 }));
  await ok(api.call("POST", "/api/retrieve", token, { login: "insc1", credits: 1 }));
  return token;
}

async function readOn(url: string, dialect: "reference" | "spec") {
  const token = await makeHistory(url);
  process.env.UPSTREAM_URL = url;
  process.env.UPSTREAM_DIALECT = dialect;
  if (dialect === "spec") process.env.UPSTREAM_CALLS_FILE = CALL_MAP;
  else delete process.env.UPSTREAM_CALLS_FILE;
  forgetBackend();
  state.session = { sid: `insights-${dialect}`, accountId: `insights-${dialect}`, role: "dealer", name: "insd", token, expiresAt: Date.now() + 3_600_000 };
  const figures = await get(insightsRoute.GET, "/api/insights");
  expect(figures.status, JSON.stringify(figures.body)).toBe(200);
  const month = figures.body.today.slice(0, 7);
  const statement = await get(statementRoute.GET, `/api/insights/statement?month=${month}`);
  const ledger = await get(transactionsRoute.GET, "/api/transactions?size=100");
  // The same account seen from its reseller: its line in the table, and its insights.
  const reseller = await client(url).login("reseller");
  state.session = {
    sid: `insights-r-${dialect}`,
    accountId: `insights-r-${dialect}`,
    role: "reseller",
    name: "reseller",
    token: reseller,
    expiresAt: Date.now() + 3_600_000,
  };
  const table = await get(accountsRoute.GET, "/api/insights/accounts");
  const below = await get(insightsRoute.GET, "/api/insights?account=insd");
  const beside = await get(insightsRoute.GET, "/api/insights?account=admin");
  const belowStatement = await get(statementRoute.GET, `/api/insights/statement?month=${month}&account=insd`);
  return {
    figures: figures.body,
    statement: statement.body,
    ledger: ledger.body.rows as { created: string; type: string; credits: number }[],
    line: (table.body.accounts as { name: string }[]).find((line) => line.name === "insd"),
    below: below.body,
    beside: beside.status,
    belowStatement,
  };
}

describe("Insights on the reference and the spec-only upstream", () => {
  let onReference: Awaited<ReturnType<typeof readOn>>;
  let onSpec: Awaited<ReturnType<typeof readOn>>;
  beforeAll(async () => {
    onReference = await readOn(reference.url, "reference");
    onSpec = await readOn(spec.url, "spec");
  });

  it("counts the history as it was made", () => {
    const f = onReference.figures;
    const thisMonth = f.spend.at(-1);
    expect(thisMonth).toMatchObject({ newClient: 3, renewal: 2, trial: 0, retrieved: 1, movedDown: 0, total: 4 });
    expect(f.soFar.thisMonth).toBe(4);
    expect(f.balance).toBe(16);
    expect(f.clients).toEqual({ all: 2, active: 2 });
    expect(f.newClients.at(-1)).toMatchObject({ paid: 1, trials: 1 });
    expect(f.trials.at(-1)).toMatchObject({ started: 1, converted: 0 });
    expect(f.runway).toEqual({ spent30: 4, days: 120 });
  });

  it("gives the same figures on both upstreams", () => {
    const figures = ({ spend, soFar, runway, expiring, renewals, trials, newClients, clients, balance, today }: typeof onSpec.figures) => ({
      spend,
      soFar,
      runway,
      expiring,
      renewals,
      trials,
      newClients,
      clients,
      balance,
      today,
    });
    expect(figures(onSpec.figures)).toEqual(figures(onReference.figures));
  });

  it("shows the account to its reseller: its line in the table and the same figures, and nothing outside the reseller's subtree", () => {
    const line = { name: "insd", kind: "dealer", clients: 2, active: 2, renewalRate: null };
    expect(onReference.line).toEqual({ ...line, spendThisMonth: 4, spendLastMonth: 0 });
    expect(onReference.below.spend).toEqual(onReference.figures.spend);
    expect(onReference.below.ledgerRead).toBe(true);
    // The example mapping gives the spec backend's reseller no dealer ledger: its figures say so instead of showing 0.
    expect(onSpec.line).toEqual({ ...line, spendThisMonth: null, spendLastMonth: null });
    expect(onSpec.below.ledgerRead).toBe(false);
    // Its statement is refused there rather than made of no rows; on the reference it is the dealer's own.
    expect(onSpec.belowStatement.status).toBe(501);
    expect(onReference.belowStatement.body.lines).toEqual(onReference.statement.lines);
    for (const seen of [onReference, onSpec]) {
      expect(seen.below.clients).toEqual(seen.figures.clients);
      expect(seen.below.balance).toBe(16);
      expect(seen.beside).toBe(404);
    }
  });

  it("makes a statement that reconciles with the Transactions list on both", () => {
    for (const { statement, ledger } of [onReference, onSpec]) {
      expect(statement.opening).toBe(0);
      expect(statement.closing).toBe(16);
      const changes = statement.lines.map((l: { change: number }) => l.change);
      expect(statement.opening + changes.reduce((a: number, b: number) => a + b, 0)).toBe(statement.closing);
      expect(statement.lines.at(-1).balance).toBe(statement.closing);
      const key = (r: { created: string; type: string; credits: number }) => `${r.created} ${r.type} ${r.credits}`;
      expect(statement.lines.map(key).sort()).toEqual(ledger.map(key).sort());
      expect(changes).toEqual([20, -3, 0, -2, 1]);
    }
  });
});
