// The BFF's writes on a spec-only backend (tests/spec-upstream), fed the same seeded hostile values
// as tests/api/bff/fuzz.test.ts: never a 500 from the BFF, and nothing forwarded that this
// backend refuses as input (no 400) or fails on (5xx). A smaller set than on the reference
// upstream: the calls whose bodies the BFF shapes for this dialect.
import { randomUUID } from "node:crypto";
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { POST as accountAdd } from "@/features/accounts/server/routes/accounts";
import { POST as bulkRenew } from "@/features/renewals/server/routes/bulk-renew";
import { POST as renew } from "@/features/clients/server/routes/client-renew";
import { POST as clientAdd } from "@/features/clients/server/routes/clients";
import { POST as sendMessage } from "@/features/messaging/server/routes/messages";
import { POST as panelMessage } from "@/features/messaging/server/routes/panel-message";
import { POST as addTicket } from "@/features/tickets/server/routes/tickets";
import type { Role } from "@/lib/roles";
import { hostileValuesFor } from "../../support/hostile-values";
import { PANEL, type Handler } from "../bff/handler-calls";
import { refusedOrFailed, upstreamAnswersForFile } from "../bff/upstream-answers";
import { specBffForFile } from "./support";
import { freshPgliteDir } from "@/tests/support/fresh-pglite";

vi.mock("@/lib/session", async () => (await import("./support")).sessionMock);
// Spending goes through the intents in the panel's store: an embedded one of this file's own.
process.env.PANEL_STORE_DIR = freshPgliteDir();

const bff = specBffForFile();
const answers = upstreamAnswersForFile(() => bff.up().url);
const dealerClient = () => Object.entries(bff.up().state().clients).find(([, c]) => c.dealer === "dealer")![0];

type Write = {
  label: string;
  role: Role;
  handler: Handler;
  path: () => string;
  params?: () => Record<string, string>;
  body: () => Record<string, unknown>;
  fields: string[];
};

const WRITES: Write[] = [
  {
    label: "add a client",
    role: "dealer",
    handler: clientAdd,
    path: () => "/api/clients",
    body: () => ({
      server: 0,
      ministra: true,
      mac: "",
      login: "fuzzspec",
      password: "pw1234",
      description: "",
      phone: "",
      months: 0,
      package_selection: 8,
      packages: [],
    }),
    fields: ["login", "description", "months", "server"],
  },
  {
    label: "renew",
    role: "dealer",
    handler: renew,
    path: () => `/api/clients/${dealerClient()}/renew`,
    params: () => ({ name: dealerClient() }),
    body: () => ({ months: 1 }),
    fields: ["months"],
  },
  {
    label: "bulk renew",
    role: "dealer",
    handler: bulkRenew,
    path: () => "/api/bulk-renew",
    body: () => ({ clients: { kind: "names", names: [dealerClient()] }, months: 1 }),
    fields: ["months"],
  },
  {
    label: "message clients",
    role: "dealer",
    handler: sendMessage,
    path: () => "/api/messages",
    body: () => ({ recipients: { kind: "matching", tab: "all", q: "no-such-client-zz" }, message: "Hello", server: 0 }),
    fields: ["message", "recipients.q"],
  },
  {
    label: "the panel message",
    role: "admin",
    handler: panelMessage,
    path: () => "/api/panel-message",
    body: () => ({ message: "Welcome" }),
    fields: ["message"],
  },
  {
    label: "add a dealer",
    role: "reseller",
    handler: accountAdd,
    path: () => "/api/accounts/dealers",
    params: () => ({ kind: "dealers" }),
    body: () => ({ login: "fuzzspecd", password: "pw1234", description: "" }),
    fields: ["login", "password", "description"],
  },
  {
    label: "raise a ticket",
    role: "dealer",
    handler: addTicket,
    path: () => "/api/tickets",
    body: () => ({ issue_type: 1, isp: "", device: "", tested: 1, description: "The channel list is empty" }),
    fields: ["issue_type", "isp", "tested", "description"],
  },
];

const valueAt = (body: Record<string, unknown>, field: string): unknown =>
  field.split(".").reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], body);

function withValue(body: Record<string, unknown>, field: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = field.split(".");
  let at = copy;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[keys[keys.length - 1]] = value;
  return copy;
}

describe("on a spec-only backend, every write, each field given every hostile value", () => {
  it.each(WRITES.map((w) => [w.label, w] as const))("%s: no 500, nothing forwarded that the backend refuses", async (_label, w) => {
    bff.signIn(w.role);
    const problems: string[] = [];
    for (const field of w.fields) {
      for (const [label, value] of hostileValuesFor(valueAt(w.body(), field))) {
        const request = new NextRequest(`${PANEL}${w.path()}`, {
          method: "POST",
          headers: { origin: PANEL, "content-type": "application/json", "x-panel-request": "1", "idempotency-key": randomUUID() },
          body: JSON.stringify(withValue(w.body(), field, value)),
        });
        const before = answers.length;
        const response = await w.handler(request, { params: Promise.resolve(w.params?.() ?? {}) });
        await response.arrayBuffer();
        const upstream = refusedOrFailed(answers.slice(before));
        if (response.status >= 500 || upstream.length > 0) problems.push(`${field} = ${label}: ${response.status} ${upstream.join(", ")}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
