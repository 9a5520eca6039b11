// Every BFF handler that takes input, fed a fixed, seeded set of hostile values in each field
// (tests/support/hostile-values.ts: controls, NUL, bidi, lone surrogates, huge strings, wrong
// types, boundary numbers), hostile whole bodies and content types, on the reference upstream.
// Two promises: the BFF never answers 500, and it never forwards what the upstream refuses as
// input (no upstream 400) or makes the upstream fail (no upstream 5xx).
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as login } from "@/features/sign-in/server/routes/login";
import { POST as accountCredits } from "@/features/accounts/server/routes/account-credits";
import { POST as accountPassword } from "@/features/accounts/server/routes/account-password";
import { GET as accountGet, PUT as accountEdit } from "@/features/accounts/server/routes/account";
import { GET as accountList, POST as accountAdd } from "@/features/accounts/server/routes/accounts";
import { GET as auditList } from "@/app/api/audit/route";
import { GET as journalList } from "@/app/api/journal/route";
import { POST as bulkRenew } from "@/app/api/bulk-renew/route";
import { POST as renew } from "@/app/api/clients/[name]/renew/route";
import { POST as retrieve } from "@/app/api/clients/[name]/retrieve/route";
import { GET as clientGet, PUT as clientSave } from "@/app/api/clients/[name]/route";
import { GET as clientList, POST as clientAdd } from "@/app/api/clients/route";
import { GET as expiringList } from "@/app/api/expiring/route";
import { GET as macSearch } from "@/app/api/mac/[mac]/route";
import { POST as sendMessage } from "@/app/api/messages/route";
import { GET as packages } from "@/app/api/packages/route";
import { POST as panelMessage } from "@/app/api/panel-message/route";
import { POST as addDetail } from "@/app/api/tickets/[id]/details/route";
import { GET as ticketList, POST as addTicket } from "@/app/api/tickets/route";
import { GET as transactionList } from "@/app/api/transactions/route";
import type { Role } from "@/lib/roles";
import { HOSTILE_BODIES, HOSTILE_CONTENT_TYPES, hostileValues, hostileValuesFor, pathSegment } from "../../support/hostile-values";
import { someClient } from "../upstream/support";
import { PANEL, type Handler } from "./handler-calls";
import { bffForFile } from "./support";
import { refusedOrFailed, upstreamAnswersForFile } from "./upstream-answers";
import { freshPgliteDir } from "@/tests/support/fresh-pglite";

vi.mock("@/lib/session", async () => (await import("./support")).sessionMock);
// Spending goes through the intents in the panel's store: an embedded one of this file's own.
process.env.PANEL_STORE_DIR = freshPgliteDir();

const bff = bffForFile();
const answers = upstreamAnswersForFile(() => bff.up.url);
const VALUES = hostileValues();
const STRINGS = VALUES.filter((entry): entry is [string, string] => typeof entry[1] === "string");

type Write = {
  label: string;
  role: Role;
  handler: Handler;
  method: "POST" | "PUT";
  path: string;
  params?: Record<string, string>;
  body: () => Record<string, unknown>;
  fields: string[];
};

const clientOfDealer = { name: "" };
const ticket = { id: "" };

// A valid body per write; each listed field (a dot path into it) receives every hostile value in turn.
const WRITES: Write[] = [
  {
    label: "add a client",
    role: "dealer",
    handler: clientAdd,
    method: "POST",
    path: "/api/clients",
    body: () => ({
      server: 0,
      ministra: true,
      mac: "",
      login: "fuzzclient",
      password: "pw1234",
      description: "",
      phone: "",
      months: 0,
      package_selection: 8,
      packages: [],
    }),
    fields: ["login", "password", "mac", "description", "phone", "months", "server", "package_selection", "packages", "ministra", "dealer"],
  },
  {
    label: "save a client",
    role: "dealer",
    handler: clientSave,
    method: "PUT",
    path: "/api/clients/{client}",
    body: () => ({
      server: 0,
      ministra: true,
      mac: "",
      login: clientOfDealer.name,
      password: "pw1234",
      description: "",
      phone: "",
      months: 0,
      package_selection: 8,
      packages: [],
      o_mac: "",
      parent_pass: "",
    }),
    fields: ["password", "description", "o_mac", "parent_pass", "months", "theme", "status", "alt_player"],
  },
  { label: "renew", role: "dealer", handler: renew, method: "POST", path: "/api/clients/{client}/renew", body: () => ({ months: 1 }), fields: ["months"] },
  {
    label: "retrieve",
    role: "dealer",
    handler: retrieve,
    method: "POST",
    path: "/api/clients/{client}/retrieve",
    body: () => ({ months: 1 }),
    fields: ["months"],
  },
  {
    label: "bulk renew by name",
    role: "dealer",
    handler: bulkRenew,
    method: "POST",
    path: "/api/bulk-renew",
    body: () => ({ clients: { kind: "names", names: [clientOfDealer.name] }, months: 1 }),
    fields: ["months", "clients.names.0"],
  },
  {
    label: "bulk renew of matching clients",
    role: "dealer",
    handler: bulkRenew,
    method: "POST",
    path: "/api/bulk-renew",
    // A search that matches nothing, so a valid one renews no one.
    body: () => ({ clients: { kind: "matching", list: "clients", tab: "all", q: "no-such-client-zz" }, months: 1 }),
    fields: ["clients.q", "clients.tab", "clients.list"],
  },
  {
    label: "message clients",
    role: "dealer",
    handler: sendMessage,
    method: "POST",
    path: "/api/messages",
    body: () => ({ recipients: { kind: "logins", logins: [clientOfDealer.name] }, message: "Hello", server: 0 }),
    fields: ["message", "server", "recipients.logins.0", "recipients.kind"],
  },
  {
    label: "message matching clients",
    role: "dealer",
    handler: sendMessage,
    method: "POST",
    path: "/api/messages",
    body: () => ({ recipients: { kind: "matching", tab: "all", q: "no-such-client-zz" }, message: "Hello", server: 0 }),
    fields: ["recipients.q", "recipients.tab"],
  },
  {
    label: "the panel message",
    role: "admin",
    handler: panelMessage,
    method: "POST",
    path: "/api/panel-message",
    body: () => ({ message: "Welcome" }),
    fields: ["message"],
  },
  {
    label: "add a dealer",
    role: "admin",
    handler: accountAdd,
    method: "POST",
    path: "/api/accounts/dealers",
    params: { kind: "dealers" },
    body: () => ({ login: "fuzzdealer", password: "pw1234", description: "", reseller: "reseller" }),
    fields: ["login", "password", "description", "reseller"],
  },
  {
    label: "add a super reseller",
    role: "admin",
    handler: accountAdd,
    method: "POST",
    path: "/api/accounts/superresellers",
    params: { kind: "superresellers" },
    body: () => ({ login: "fuzzmanager", password: "pw1234", description: "" }),
    fields: ["password", "description"],
  },
  {
    label: "edit a dealer",
    role: "admin",
    handler: accountEdit,
    method: "PUT",
    path: "/api/accounts/dealers/dealer",
    params: { kind: "dealers", name: "dealer" },
    body: () => ({ owner: "reseller", description: "" }),
    fields: ["owner", "description"],
  },
  {
    label: "update a super reseller's credits",
    role: "admin",
    handler: accountCredits,
    method: "POST",
    path: "/api/accounts/superresellers/manager/credits",
    params: { kind: "superresellers", name: "manager" },
    body: () => ({ transaction: 0, credits: 1, desc: "" }),
    fields: ["transaction", "credits", "desc"],
  },
  {
    label: "change a dealer's password",
    role: "reseller",
    handler: accountPassword,
    method: "POST",
    path: "/api/accounts/dealers/dealer/password",
    params: { kind: "dealers", name: "dealer" },
    body: () => ({ password: "dealer1234", confirm: "dealer1234" }),
    fields: ["password"],
  },
  {
    label: "raise a ticket",
    role: "dealer",
    handler: addTicket,
    method: "POST",
    path: "/api/tickets",
    body: () => ({ issue_type: 1, isp: "", device: "", tested: 1, description: "The channel list is empty" }),
    fields: ["issue_type", "isp", "device", "tested", "description"],
  },
  {
    label: "a ticket follow-up",
    role: "dealer",
    handler: addDetail,
    method: "POST",
    path: "/api/tickets/{ticket}/details",
    body: () => ({ description: "More detail" }),
    fields: ["description"],
  },
];

/** `body` with `value` at the dot path `field` (a copy). */
function withValue(body: Record<string, unknown>, field: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = field.split(".");
  let at = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[keys[keys.length - 1]] = value;
  return copy;
}

const valueAt = (body: Record<string, unknown>, field: string): unknown =>
  field.split(".").reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], body);

const fill = (path: string) => path.replace("{client}", clientOfDealer.name).replace("{ticket}", ticket.id);
const paramsOf = (write: Write) =>
  write.params ?? (write.path.includes("{ticket}") ? { id: ticket.id } : write.path.includes("{client}") ? { name: clientOfDealer.name } : {});

async function call(handler: Handler, request: NextRequest, params: Record<string, string>) {
  const before = answers.length;
  const response = await handler(request, { params: Promise.resolve(params) });
  await response.arrayBuffer();
  return { status: response.status, upstream: refusedOrFailed(answers.slice(before)) };
}

const write = (w: Write, body: string, contentType = "application/json", headers: Record<string, string> = {}) =>
  new NextRequest(`${PANEL}${fill(w.path)}`, {
    method: w.method,
    headers: { origin: PANEL, "content-type": contentType, "x-panel-request": "1", ...headers },
    body,
  });

/** What went wrong for one try, or nothing: a 500 from the BFF, or an upstream refusal or failure it caused. */
const problem = (what: string, outcome: { status: number; upstream: string[] }) =>
  outcome.status >= 500 || outcome.upstream.length > 0 ? [`${what}: ${outcome.status} ${outcome.upstream.join(", ")}`] : [];

beforeAll(async () => {
  clientOfDealer.name = await someClient(bff.up.db, "dealer");
  bff.signIn("dealer");
  const created = await bff.send(addTicket, "POST", "/api/tickets", { issue_type: 1, isp: "", device: "", tested: 1, description: "A ticket to follow up" });
  expect(created.status).toBe(200);
  const list = await bff.get(ticketList, "/api/tickets?size=10");
  ticket.id = String((list.body as { rows: { id: number }[] }).rows[0].id);
});

describe("every write, each field given every hostile value", () => {
  it.each(WRITES.map((w) => [w.label, w] as const))("%s: no 500, nothing forwarded that the upstream refuses", async (_label, w) => {
    bff.signIn(w.role);
    const problems: string[] = [];
    for (const field of w.fields) {
      for (const [label, value] of hostileValuesFor(valueAt(w.body(), field))) {
        // Each try its own Idempotency-Key: a repeat under one key would be answered from the record, not sent.
        const outcome = await call(
          w.handler,
          write(w, JSON.stringify(withValue(w.body(), field, value)), "application/json", { "idempotency-key": crypto.randomUUID() }),
          paramsOf(w),
        );
        problems.push(...problem(`${field} = ${label}`, outcome));
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(WRITES.map((w) => [w.label, w] as const))("%s: hostile bodies and content types are refused, nothing forwarded", async (_label, w) => {
    bff.signIn(w.role);
    const problems: string[] = [];
    for (const [label, body] of HOSTILE_BODIES) {
      const outcome = await call(w.handler, write(w, body), paramsOf(w));
      problems.push(...problem(label, outcome));
      if (outcome.status < 400) problems.push(`${label}: accepted (${outcome.status})`);
    }
    for (const type of HOSTILE_CONTENT_TYPES) {
      const outcome = await call(w.handler, write(w, JSON.stringify(w.body()), type), paramsOf(w));
      if (outcome.status !== 403) problems.push(`content type ${JSON.stringify(type)}: ${outcome.status}`);
    }
    expect(problems).toEqual([]);
  });
});

describe("path parameters and queries", () => {
  const READS: { label: string; role: Role; handler: Handler; path: (value: string) => string; params: (value: string) => Record<string, string> }[] = [
    { label: "a client by name", role: "dealer", handler: clientGet, path: (v) => `/api/clients/${pathSegment(v)}`, params: (v) => ({ name: v }) },
    {
      label: "an account by name",
      role: "admin",
      handler: accountGet,
      path: (v) => `/api/accounts/dealers/${pathSegment(v)}`,
      params: (v) => ({ kind: "dealers", name: v }),
    },
    { label: "an account kind", role: "admin", handler: accountList, path: (v) => `/api/accounts/${pathSegment(v)}`, params: (v) => ({ kind: v }) },
    { label: "a MAC search", role: "dealer", handler: macSearch, path: (v) => `/api/mac/${pathSegment(v)}`, params: (v) => ({ mac: v }) },
    ...(
      [
        ["the client list", clientList, "q"],
        ["the client list's page", clientList, "page"],
        ["the client list's sort", clientList, "sort"],
        ["the expiring list", expiringList, "q"],
        ["the audit log", auditList, "q"],
        ["the journal", journalList, "q"],
        ["the ledger", transactionList, "q"],
        ["the tickets", ticketList, "q"],
        ["the package list", packages, "server"],
      ] as const
    ).map(([label, handler, key]) => ({
      label,
      role: "admin" as Role,
      handler: handler as Handler,
      path: (v: string) => `${listPath(handler as Handler)}?${new URLSearchParams({ [key]: v })}`,
      params: () => ({}),
    })),
    {
      label: "the journal's date filters",
      role: "admin",
      handler: journalList,
      path: (v) => `/api/journal?${new URLSearchParams({ q: `from:${v} to:${v}` })}`,
      params: () => ({}),
    },
    {
      label: "the audit log's date filters",
      role: "admin",
      handler: auditList,
      path: (v) => `/api/audit?${new URLSearchParams({ q: `from:${v} to:${v}` })}`,
      params: () => ({}),
    },
  ];

  function listPath(handler: Handler): string {
    const paths = new Map<Handler, string>([
      [clientList, "/api/clients"],
      [expiringList, "/api/expiring"],
      [auditList, "/api/audit"],
      [journalList, "/api/journal"],
      [transactionList, "/api/transactions"],
      [ticketList, "/api/tickets"],
      [packages, "/api/packages"],
    ]);
    return paths.get(handler) ?? "/";
  }

  const DAYS: [string, string][] = [
    ["9999-12-31", "9999-12-31"],
    ["0000-01-01", "0000-01-01"],
    ["2026-02-30", "2026-02-30"],
    ["1899-12-31", "1899-12-31"],
    ["+10000-01-01", "+10000-01-01"],
  ];

  it.each(READS.map((r) => [r.label, r] as const))("%s: no 500, nothing forwarded that the upstream refuses", async (_label, r) => {
    bff.signIn(r.role);
    const problems: string[] = [];
    for (const [label, value] of [...STRINGS, ...DAYS]) {
      const outcome = await call(r.handler, new NextRequest(`${PANEL}${r.path(value)}`), r.params(value));
      problems.push(...problem(label, outcome));
    }
    expect(problems).toEqual([]);
  });
});

describe("sign-in", () => {
  it("hostile logins, passwords and captchas are answered without a 500 and never reach the upstream", async () => {
    const problems: string[] = [];
    for (const field of ["login", "password", "captcha"]) {
      for (const [label, value] of VALUES) {
        const body = withValue({ login: "dealer", password: "wrong", captcha: "not-solved" }, field, value);
        const request = new NextRequest(`${PANEL}/api/auth/login`, {
          method: "POST",
          headers: { origin: PANEL, "content-type": "application/json", "x-panel-request": "1" },
          body: JSON.stringify(body),
        });
        const before = answers.length;
        const response = await login(request);
        await response.arrayBuffer();
        // The captcha is never solved here, so no try may reach the upstream at all.
        if (response.status >= 500 || answers.length > before) problems.push(`${field} = ${label}: ${response.status} ${answers.slice(before).join(", ")}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
