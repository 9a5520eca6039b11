// The ticket BFF handlers (app/api/tickets/**) over the real reference upstream: each call's
// success and refusals, the validation limits at the BFF (a refusal forwards nothing: no request
// leaves for the upstream and no row is written), the one-way close and details after a close.
import { sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";
import * as detailsRoute from "@/features/tickets/server/routes/ticket-details";
import * as ticketRoute from "@/features/tickets/server/routes/ticket";
import * as listRoute from "@/features/tickets/server/routes/tickets";
import type { SessionData } from "@/lib/session/cookie";
import { TICKET_MESSAGES } from "@/lib/schemas/tickets";
import { currentBackend } from "@/lib/backends";
import { upstreamCallsForFile } from "./bff/upstream-calls";
import { scalar, upstreamForFile, type DemoRole } from "./upstream/support";

const state = vi.hoisted(() => ({ session: null as SessionData | null }));
vi.mock("@/lib/session", () => ({ getSession: async () => state.session }));

const up = upstreamForFile();
const upstreamCalls = upstreamCallsForFile(() => up.url);
beforeAll(async () => {
  process.env.UPSTREAM_URL = up.url;
  // The panel asks the upstream its dialect once; asked here, it is not counted as a test's call.
  await currentBackend();
});

const ORIGIN = "http://panel.test";
type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
const METHODS = new Map<Handler, string>([
  [listRoute.GET, "GET"],
  [listRoute.POST, "POST"],
  [ticketRoute.GET, "GET"],
  [ticketRoute.PUT, "PUT"],
  [detailsRoute.GET, "GET"],
  [detailsRoute.POST, "POST"],
]);
type Answer = { status: number; body: Record<string, unknown> & { message?: string }; forwarded: number };

/** Calls a handler as the browser would (same origin, JSON, the panel's header), signed in as `role`. */
async function call(
  role: DemoRole,
  handler: Handler,
  path: string,
  { body, params = {} }: { body?: unknown; params?: Record<string, string> } = {},
): Promise<Answer> {
  state.session = { sid: `test-${role}`, accountId: `test-${role}`, token: up.tokens[role], role, name: role, expiresAt: Date.now() + 3_600_000 };
  const method = METHODS.get(handler);
  const headers: Record<string, string> = method === "GET" ? {} : { origin: ORIGIN, "content-type": "application/json", "x-panel-request": "1" };
  const request = new NextRequest(`${ORIGIN}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const before = upstreamCalls.length;
  const response = await handler(request, { params: Promise.resolve(params) });
  return { status: response.status, body: (await response.json()) as Answer["body"], forwarded: upstreamCalls.length - before };
}

const ticketCount = () => scalar(up.db, sql`SELECT count(*) FROM tickets`);
const detailCount = () => scalar(up.db, sql`SELECT count(*) FROM ticket_details`);
const TOKEN = `bff${Date.now().toString(36)}`;
const valid = { issue_type: 4, device: "MAG322", isp: "Spectrum", tested: 2, description: `No sound on channel 5 (${TOKEN}).` };
let id = 0;

describe("POST /api/tickets", () => {
  it("raises the dealer's ticket, active, and answers its id (the status decides success)", async () => {
    const before = await ticketCount();
    const answer = await call("dealer", listRoute.POST, "/api/tickets", { body: { ...valid, device: " MAG322 " } });
    expect(answer).toMatchObject({ status: 200, forwarded: 1, body: { id: expect.any(Number) } });
    id = answer.body.id as number;
    expect(await ticketCount()).toBe(before + 1);
    const raised = await call("dealer", ticketRoute.GET, `/api/tickets/${id}`, { params: { id: String(id) } });
    expect(raised.body).toMatchObject({ name: "dealer", status: 0, type: 4, device: "MAG322", tested: 2, description: valid.description });
  });

  it.each([
    ["a description of 9 characters", { description: "d".repeat(9) }, "description", TICKET_MESSAGES.descriptionTooShort],
    ["a description of 500 characters", { description: "d".repeat(500) }, "description", "Description is too long"],
    ["an ISP of 51 characters", { isp: "i".repeat(51) }, "isp", "ISP name is too long"],
    ["a device of 51 characters", { device: "d".repeat(51) }, "device", "Device name is too long"],
    ["Tested unanswered (0)", { tested: 0 }, "tested", "Please answer the question: Tested on another device?"],
    ["issue type 6", { issue_type: 6 }, "issue_type", TICKET_MESSAGES.issueType],
    ["issue type as a string", { issue_type: "4" }, "issue_type", TICKET_MESSAGES.issueType],
    ["no description", { description: undefined }, "description", expect.any(String)],
  ])("refuses %s with 422 and the form's message, forwarding nothing", async (_, change, field, message) => {
    const before = await ticketCount();
    const answer = await call("dealer", listRoute.POST, "/api/tickets", { body: { ...valid, ...change } });
    expect(answer).toEqual({ status: 422, body: { message, field }, forwarded: 0 });
    expect(await ticketCount()).toBe(before);
  });

  it("refuses the admin, who raises no tickets, before calling the upstream", async () => {
    expect(await call("admin", listRoute.POST, "/api/tickets", { body: valid })).toMatchObject({ status: 403, forwarded: 0 });
  });
});

describe("GET /api/tickets", () => {
  it("answers one page with the tab counts, found by the description", async () => {
    const answer = await call("reseller", listRoute.GET, `/api/tickets?q=${TOKEN}`);
    expect(answer).toMatchObject({ status: 200, body: { total: 1, totalPages: 1, counts: { all: 1, active: 1, closed: 0 } } });
    expect(answer.body.rows).toEqual([expect.objectContaining({ id, name: "dealer" })]);
  });

  it("pages by ?size= and ?page=, newest modified first", async () => {
    const answer = await call("admin", listRoute.GET, "/api/tickets?size=2&page=1");
    const rows = answer.body.rows as { modified: string }[];
    expect(rows).toHaveLength(2);
    expect(Date.parse(rows[0].modified)).toBeGreaterThanOrEqual(Date.parse(rows[1].modified));
    expect(answer.body.totalPages).toBe(Math.ceil((answer.body.total as number) / 2));
  });
});

describe("GET /api/tickets/:id", () => {
  it("answers the ticket with Tested", async () => {
    expect(await call("manager", ticketRoute.GET, `/api/tickets/${id}`, { params: { id: String(id) } })).toMatchObject({
      status: 200,
      body: { id, tested: 2 },
    });
  });

  it.each(["abc", "0", "1.5", "99999999999"])("answers 404 for the id %j without asking the upstream", async (raw) => {
    expect(await call("dealer", ticketRoute.GET, `/api/tickets/${raw}`, { params: { id: raw } })).toEqual({
      status: 404,
      body: { message: "Ticket not found" },
      forwarded: 0,
    });
  });

  it("passes the upstream's 404 on for a ticket outside the caller's subtree", async () => {
    const [{ id: managers }] = (await up.get("/superreseller/tickets", up.tokens.manager)).body.data.filter((t: { name: string }) => t.name === "manager");
    expect(await call("dealer", ticketRoute.GET, `/api/tickets/${managers}`, { params: { id: String(managers) } })).toMatchObject({
      status: 404,
      body: { message: "Ticket not found" },
    });
  });
});

describe("the Details thread and the one-way close", () => {
  const params = () => ({ params: { id: String(id) } });

  it("adds a follow-up by someone above the owner and shows it to the owner", async () => {
    const added = await call("admin", detailsRoute.POST, `/api/tickets/${id}/details`, { ...params(), body: { description: "  We are looking into it.  " } });
    expect(added).toMatchObject({ status: 200, body: { id: expect.any(Number) } });
    const thread = await call("dealer", detailsRoute.GET, `/api/tickets/${id}/details`, params());
    expect(thread.body.data).toEqual([expect.objectContaining({ description: "We are looking into it.", status: 0, createdBy: "admin" })]);
  });

  it.each([
    ["an empty follow-up", "  ", TICKET_MESSAGES.detailsRequired],
    ["a follow-up of 500 characters", "d".repeat(500), "Description is too long"],
  ])("refuses %s, forwarding nothing", async (_, description, message) => {
    const before = await detailCount();
    expect(await call("dealer", detailsRoute.POST, `/api/tickets/${id}/details`, { ...params(), body: { description } })).toEqual({
      status: 422,
      body: { message, field: "description" },
      forwarded: 0,
    });
    expect(await detailCount()).toBe(before);
  });

  it("refuses any status but Issue Resolved at the BFF", async () => {
    expect(await call("admin", ticketRoute.PUT, `/api/tickets/${id}`, { ...params(), body: { status: 0 } })).toEqual({
      status: 422,
      body: { message: TICKET_MESSAGES.resolveOnly, field: "status" },
      forwarded: 0,
    });
  });

  it("closes the ticket once, answering { id, status: 1 }, with the 'Issue resolved' entry", async () => {
    expect(await call("admin", ticketRoute.PUT, `/api/tickets/${id}`, { ...params(), body: { status: 1 } })).toMatchObject({
      status: 200,
      body: { id, status: 1 },
    });
    const thread = (await call("dealer", detailsRoute.GET, `/api/tickets/${id}/details`, params())).body.data as { description: string; status: number }[];
    expect(thread.at(-1)).toMatchObject({ description: "Issue resolved", status: 1 });
    expect(await call("dealer", listRoute.GET, `/api/tickets?tab=closed&q=${TOKEN}`)).toMatchObject({ body: { total: 1, counts: { active: 0, closed: 1 } } });
  });

  it("refuses a second close and any follow-up after it with the upstream's message", async () => {
    expect(await call("dealer", ticketRoute.PUT, `/api/tickets/${id}`, { ...params(), body: { status: 1 } })).toMatchObject({
      status: 422,
      body: { message: "The ticket is already closed" },
    });
    const before = await detailCount();
    expect(await call("dealer", detailsRoute.POST, `/api/tickets/${id}/details`, { ...params(), body: { description: "Still broken" } })).toMatchObject({
      status: 422,
      body: { message: "Details can only be added to an active ticket" },
    });
    expect(await detailCount()).toBe(before);
  });
});
