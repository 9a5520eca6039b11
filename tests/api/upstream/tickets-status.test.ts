// Closing a ticket (one way, by anyone who sees it) and follow-ups while it is active:
// POST /<prefix>/saveticket and /<prefix>/addticketdetail (accounts spec §4, §7).
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO, ROLES, scalar, upstreamForFile, type DemoRole } from "./support";

const up = upstreamForFile();
const path = (role: DemoRole, suffix: string) => `/${DEMO[role].prefix}/${suffix}`;

/** A fresh active ticket raised by `owner` (a demo login or another account's token). */
async function raise(owner: DemoRole | string, token = up.tokens[owner as DemoRole]): Promise<number> {
  const prefix = owner in DEMO ? DEMO[owner as DemoRole].prefix : "api";
  const res = await up.post(
    `/${prefix}/addticket`,
    { issue_type: 0, isp: "Cox", device: "MAG322", tested: 1, description: "Channels freeze every evening." },
    token,
  );
  expect(res.status).toBe(200);
  return res.body.id;
}
const ticket = async (id: number) => (await up.get(path("admin", `ticket/${id}`), up.tokens.admin)).body;
const details = async (id: number) => (await up.get(path("admin", `ticketdetails/${id}`), up.tokens.admin)).body.data;
const detailCount = () => scalar(up.db, sql`SELECT count(*) FROM ticket_details`);
/** Moves a ticket's modified into the past, so that a change is seen to move it. */
const backdate = (id: number) => up.db.execute(sql`UPDATE tickets SET modified = now() - interval '3 days' WHERE id = ${id}`);

describe("POST /<prefix>/saveticket", () => {
  it.each([
    ["dealer", "dealer"],
    ["reseller", "dealer"],
    ["manager", "dealer"],
    ["admin", "dealer"],
    ["reseller", "reseller"],
    ["admin", "manager"],
  ] as [DemoRole, DemoRole][])("%s closes a ticket of %s: status 1, modified moves, a CLOSED entry by the closer", async (closer, owner) => {
    const id = await raise(owner);
    await backdate(id);
    const before = await ticket(id);
    const res = await up.post(path(closer, "saveticket"), { id, status: 1 }, up.tokens[closer]);
    expect(res).toMatchObject({ status: 200, body: { id, status: 1 } });
    expect(Object.keys(res.body).sort()).toEqual(["id", "status"]);
    const after = await ticket(id);
    expect(after.status).toBe(1);
    expect(Date.parse(after.modified)).toBeGreaterThan(Date.parse(before.modified));
    expect((await details(id)).at(-1)).toMatchObject({ status: 1, description: "Issue resolved", createdBy: closer, created: after.modified });
  });

  it("closing is one way: reopening and closing again → 422, nothing written", async () => {
    const id = await raise("dealer");
    await up.post("/api/saveticket", { id, status: 1 }, up.tokens.dealer);
    const entries = await detailCount();
    const reopen = await up.post("/api/saveticket", { id, status: 0 }, up.tokens.dealer);
    expect(reopen).toMatchObject({ status: 422, body: { message: "A closed ticket cannot be reopened" } });
    const twice = await up.post("/admin/saveticket", { id, status: 1 }, up.tokens.admin);
    expect(twice).toMatchObject({ status: 422, body: { message: "The ticket is already closed" } });
    expect((await ticket(id)).status).toBe(1);
    expect(await detailCount()).toBe(entries);
  });

  it("status 0 on an active ticket changes nothing → 422", async () => {
    const id = await raise("dealer");
    const res = await up.post("/api/saveticket", { id, status: 0 }, up.tokens.dealer);
    expect(res).toMatchObject({ status: 422, body: { message: "The ticket is already active" } });
  });

  it.each([
    ["status 2", { status: 2 }, "status must be 0 (active) or 1 (closed)"],
    ["status as a string", { status: "1" }, "status must be 0 (active) or 1 (closed)"],
    ["no id", { id: undefined }, "id must be a whole number"],
    ["id 0", { id: 0 }, "id must be a whole number"],
    ["id as a string", { id: "7" }, "id must be a whole number"],
  ])("refuses %s with 400", async (_case, override, message) => {
    const id = await raise("dealer");
    const res = await up.post("/api/saveticket", { id, status: 1, ...override }, up.tokens.dealer);
    expect(res).toMatchObject({ status: 400, body: { message: expect.stringContaining(message) } });
    expect((await ticket(id)).status).toBe(0);
  });

  it.each([
    ["dealer", "dealer_ny"],
    ["reseller", "bw_miami"],
    ["manager", "tvlink_east"],
  ] as [DemoRole, string][])("%s cannot close a ticket of %s → 404, nothing written", async (role, owner) => {
    const id = await raise(owner, await up.login(owner, "demo1234"));
    const res = await up.post(path(role, "saveticket"), { id, status: 1 }, up.tokens[role]);
    expect(res).toMatchObject({ status: 404, body: { message: "Ticket not found" } });
    expect((await ticket(id)).status).toBe(0);
  });

  it("a dealer cannot close its reseller's ticket (below the owner is not enough) → 404", async () => {
    const id = await raise("reseller");
    expect((await up.post("/api/saveticket", { id, status: 1 }, up.tokens.dealer)).status).toBe(404);
  });

  it("401 without a token, 403 on another role's prefix", async () => {
    const id = await raise("dealer");
    expect((await up.post("/api/saveticket", { id, status: 1 })).status).toBe(401);
    expect((await up.post("/admin/saveticket", { id, status: 1 }, up.tokens.dealer)).status).toBe(403);
  });

  it("the admin's activetickets count drops by one after a close", async () => {
    const id = await raise("manager");
    const count = async () => (await up.get("/admin/activetickets", up.tokens.admin)).body.total;
    const before = await count();
    expect(before).toBe(await scalar(up.db, sql`SELECT count(*) FROM tickets WHERE status = 0`));
    await up.post("/superreseller/saveticket", { id, status: 1 }, up.tokens.manager);
    expect(await count()).toBe(before - 1);
  });
});

describe("POST /<prefix>/addticketdetail", () => {
  it.each(ROLES)("%s adds a follow-up to a dealer's ticket: the entry, its author, modified moves", async (role) => {
    const id = await raise("dealer");
    await backdate(id);
    const res = await up.post(path(role, "addticketdetail"), { id, description: "  Still freezing tonight.\nChecked twice.  " }, up.tokens[role]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(Number),
      created: expect.any(String),
      description: "Still freezing tonight.\nChecked twice.",
      status: 0,
      createdBy: role,
    });
    expect((await details(id)).at(-1)).toEqual(res.body);
    expect((await ticket(id)).modified).toBe(res.body.created);
    expect((await up.get(path(role, "tickets"), up.tokens[role])).body.data[0].id).toBe(id);
  });

  it("details only while active: after closing → 422, nothing written", async () => {
    const id = await raise("reseller");
    await up.post("/reseller/saveticket", { id, status: 1 }, up.tokens.reseller);
    const entries = await detailCount();
    const res = await up.post("/reseller/addticketdetail", { id, description: "One more thing" }, up.tokens.reseller);
    expect(res).toMatchObject({ status: 422, body: { message: "Details can only be added to an active ticket" } });
    expect(await detailCount()).toBe(entries);
  });

  it.each([
    ["1 character", "x", 200],
    ["499 characters", "d".repeat(499), 200],
    ["500 characters", "d".repeat(500), 400],
    ["an empty text", "", 400],
    ["only spaces and line breaks", "  \n \t ", 400],
    ["a control character", "Checked\u0007 again", 400],
    ["a bidirectional override", "Checked \u202Eagain", 400],
  ])("a description of %s → %s", async (_case, description, status) => {
    const id = await raise("dealer");
    const entries = await detailCount();
    const res = await up.post("/api/addticketdetail", { id, description }, up.tokens.dealer);
    expect(res.status).toBe(status);
    expect(await detailCount()).toBe(entries + (status === 200 ? 1 : 0));
    if (status === 400) expect(res.body.message).toMatch(/^description: /);
  });

  it("a ticket outside the caller's subtree → 404; a bad id → 400", async () => {
    const id = await raise("bw_miami", await up.login("bw_miami", "demo1234"));
    expect(await up.post("/reseller/addticketdetail", { id, description: "Hello" }, up.tokens.reseller)).toMatchObject({
      status: 404,
      body: { message: "Ticket not found" },
    });
    expect((await up.post("/reseller/addticketdetail", { id: -3, description: "Hello" }, up.tokens.reseller)).status).toBe(400);
  });
});
