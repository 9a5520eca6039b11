// Reading tickets: the list, one ticket and its details, and who sees which (accounts spec §7).
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO, ROLES, rows, scalar, upstreamForFile, type DemoRole } from "./support";

const up = upstreamForFile();
const path = (role: DemoRole, suffix: string) => `/${DEMO[role].prefix}/${suffix}`;

const ITEM_FIELDS = ["id", "name", "status", "type", "device", "isp", "description", "created", "modified"];
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Tickets an account sees, written independently of the upstream: the owner and up to two levels above it. */
const visibleTickets = (account: string) => sql`SELECT count(*) FROM tickets t
  JOIN accounts o ON o.id = t.account_id
  LEFT JOIN accounts p ON p.id = o.parent_id
  LEFT JOIN accounts g ON g.id = p.parent_id
  WHERE ${account} = 'admin' OR ${account} IN (o.name, p.name, g.name)`;

/** The id of a seeded ticket of `owner` (the seed gives the demo logins active and closed ones). */
async function ticketOf(owner: string, status = 0): Promise<number> {
  const [row] = await rows<{ id: number }>(
    up.db,
    sql`SELECT t.id FROM tickets t JOIN accounts a ON a.id = t.account_id
    WHERE a.name = ${owner} AND t.status = ${status} ORDER BY t.id LIMIT 1`,
  );
  if (!row) throw new Error(`no ticket of ${owner} with status ${status}`);
  return row.id;
}

describe("GET /<prefix>/tickets", () => {
  it.each(ROLES)("%s: the tickets it sees, newest modified first, numbers and ISO timestamps", async (role) => {
    const res = await up.get(path(role, "tickets"), up.tokens[role]);
    expect(res.status).toBe(200);
    const { data } = res.body as { data: Record<string, unknown>[] };
    expect(data.length).toBe(await scalar(up.db, visibleTickets(role)));
    for (const item of data) {
      expect(Object.keys(item).sort()).toEqual([...ITEM_FIELDS].sort());
      expect(item).toMatchObject({ id: expect.any(Number), status: expect.any(Number), type: expect.any(Number), name: expect.any(String) });
      expect(item.created).toMatch(ISO_INSTANT);
      expect(item.modified).toMatch(ISO_INSTANT);
    }
    const modified = data.map((t) => String(t.modified));
    expect(modified).toEqual([...modified].sort().reverse());
  });

  it.each([
    ["dealer", ["dealer"], ["dealer_ny", "reseller", "bw_miami"]],
    ["reseller", ["reseller", "dealer", "dealer_ny"], ["bw_miami", "manager", "tvlink"]],
    ["manager", ["manager", "reseller", "dealer", "bw_miami"], ["tvlink", "sky_dallas"]],
    ["admin", ["manager", "reseller", "dealer", "bw_miami", "tvlink", "sky_dallas"], []],
  ] as [DemoRole, string[], string[]][])("%s sees the tickets of %o and none of %o", async (role, seen, unseen) => {
    const { data } = (await up.get(path(role, "tickets"), up.tokens[role])).body as { data: { name: string }[] };
    const owners = new Set(data.map((t) => t.name));
    for (const name of seen) expect(owners).toContain(name);
    for (const name of unseen) expect(owners).not.toContain(name);
  });

  it.each(["dealer", "reseller", "manager"] as DemoRole[])("the seed gives %s active and closed tickets, each with details", async (role) => {
    const { data } = (await up.get(path(role, "tickets"), up.tokens[role])).body as { data: { id: number; name: string; status: number }[] };
    const own = data.filter((t) => t.name === role);
    expect(new Set(own.map((t) => t.status))).toEqual(new Set([0, 1]));
    for (const ticket of own) {
      expect((await up.get(path(role, `ticketdetails/${ticket.id}`), up.tokens[role])).body.data.length).toBeGreaterThan(0);
    }
  });

  it("401 without a token or with a wrong one; 403 on another role's prefix", async () => {
    expect((await up.get("/api/tickets")).status).toBe(401);
    expect((await up.get("/api/tickets", "not-a-token")).status).toBe(401);
    expect((await up.get("/reseller/tickets", up.tokens.dealer)).status).toBe(403);
    expect((await up.get("/admin/ticket/1", up.tokens.manager)).status).toBe(403);
  });
});

describe("GET /<prefix>/ticket/{id}", () => {
  it.each(ROLES)("%s reads a ticket of the demo dealer with tested", async (role) => {
    const id = await ticketOf("dealer");
    const res = await up.get(path(role, `ticket/${id}`), up.tokens[role]);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual([...ITEM_FIELDS, "tested"].sort());
    expect(res.body).toMatchObject({ id, name: "dealer", status: 0, tested: expect.any(Number) });
    expect([1, 2]).toContain(res.body.tested);
  });

  it.each([
    ["dealer", "dealer_ny"],
    ["dealer", "reseller"],
    ["reseller", "bw_miami"],
    ["reseller", "manager"],
    ["manager", "tvlink"],
  ] as [DemoRole, string][])("%s asking for a ticket of %s → 404 Ticket not found", async (role, owner) => {
    const id = await ticketOf(owner);
    for (const suffix of [`ticket/${id}`, `ticketdetails/${id}`]) {
      expect(await up.get(path(role, suffix), up.tokens[role])).toMatchObject({ status: 404, body: { message: "Ticket not found" } });
    }
  });

  it("an unknown id → 404", async () => {
    expect((await up.get(path("admin", "ticket/999999"), up.tokens.admin)).status).toBe(404);
  });

  it.each(["abc", "0", "-1", "1.5", "2147483648", "1e3"])("id %s → 400 for both reads", async (raw) => {
    for (const suffix of [`ticket/${raw}`, `ticketdetails/${raw}`]) {
      const res = await up.get(path("admin", suffix), up.tokens.admin);
      expect(res).toMatchObject({ status: 400, body: { message: expect.stringContaining("id must be a whole number") } });
    }
  });
});

describe("GET /<prefix>/ticketdetails/{id}", () => {
  it.each(ROLES)("%s reads a closed ticket's thread, oldest first, ending with the CLOSED entry", async (role) => {
    const id = await ticketOf("dealer", 1);
    const res = await up.get(path(role, `ticketdetails/${id}`), up.tokens[role]);
    expect(res.status).toBe(200);
    const { data } = res.body as { data: Record<string, unknown>[] };
    for (const entry of data) {
      expect(Object.keys(entry).sort()).toEqual(["created", "createdBy", "description", "id", "status"]);
      expect(entry.created).toMatch(ISO_INSTANT);
    }
    const created = data.map((d) => String(d.created));
    expect(created).toEqual([...created].sort());
    expect(data.at(-1)).toMatchObject({ status: 1, description: "Issue resolved" });
    expect(data.slice(0, -1).every((d) => d.status === 0)).toBe(true);
  });
});
