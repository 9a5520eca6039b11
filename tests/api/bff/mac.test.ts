// GET and DELETE /api/mac/:mac: is a MAC in use, and the admin's delete by MAC, through the BFF.
import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { DELETE, GET } from "@/features/mac/server/routes/mac";
import { MAC_TEXTS } from "@/lib/schemas/mac";
import { rows, scalar, someClient } from "../upstream/support";
import { bffForFile } from "./support";

vi.mock("@/lib/session", async () => (await import("./support")).sessionMock);

const bff = bffForFile();
const FREE_MAC = "00:1A:79:FE:ED:01";
const ACTIVE = sql`c.expiry >= CURRENT_DATE AND c.status`;

async function clientOf(account: string, where = sql`true`) {
  const name = await someClient(bff.up.db, account, sql`c.mac IS NOT NULL AND ${where}`);
  const [row] = await rows<{ name: string; mac: string; expiry: string }>(
    bff.up.db,
    sql`SELECT name, mac, to_char(expiry, 'YYYY-MM-DD') AS expiry FROM clients WHERE name = ${name}`,
  );
  return row;
}
const search = (mac: string) => bff.get(GET, `/api/mac/${mac}`, { mac });
const remove = (mac: string, headers?: Record<string, string>) => bff.send(DELETE, "DELETE", `/api/mac/${mac}`, undefined, { params: { mac }, headers });

describe("GET /api/mac/:mac", () => {
  it("a client of the caller's: in use, with its status, nothing more", async () => {
    const client = await clientOf("dealer", ACTIVE);
    bff.signIn("dealer");
    expect(await search(client.mac)).toMatchObject({
      status: 200,
      body: { found: true, status: "ACTIVE", client: null },
      forwarded: [`GET /api/searchmac/${encodeURIComponent(client.mac)}`],
    });
  });

  it("a client outside the caller's subtree: in use, without its status", async () => {
    const foreign = await clientOf("bw_miami");
    bff.signIn("reseller");
    expect((await search(foreign.mac)).body).toEqual({ found: true, status: null, client: null });
  });

  it("a free MAC: available", async () => {
    bff.signIn("manager");
    expect((await search(FREE_MAC)).body).toEqual({ found: false, status: null, client: null });
  });

  it("the admin also learns which client uses it; lower case is read as upper case", async () => {
    const client = await clientOf("admin");
    bff.signIn("admin");
    expect((await search(client.mac.toLowerCase())).body).toEqual({
      found: true,
      status: expect.any(String),
      client: { name: client.name, mac: client.mac, expiry: client.expiry },
    });
  });

  it.each(["00:1A:79", "00:1A:79:AB:CD:XY", "nonsense"])("%j: 404 with the format message, nothing forwarded", async (mac) => {
    bff.signIn("dealer");
    expect(await search(mac)).toMatchObject({ status: 404, body: { message: MAC_TEXTS.format }, forwarded: [] });
  });

  it("401 without a session", async () => {
    expect(await search(FREE_MAC)).toMatchObject({ status: 401, forwarded: [] });
  });
});

describe("DELETE /api/mac/:mac", () => {
  it("the admin deletes an active client by its MAC: the MAC is free afterwards, the ledger keeps a DELETED row", async () => {
    const client = await clientOf("dealer", ACTIVE);
    bff.signIn("admin");
    expect(await remove(client.mac)).toMatchObject({ status: 200, body: { name: client.name, mac: client.mac }, forwarded: ["POST /admin/deletemac"] });
    expect((await search(client.mac)).body).toEqual({ found: false, status: null, client: null });
    const deleted = await scalar(
      bff.up.db,
      sql`SELECT count(*) FROM ledger l JOIN accounts a ON a.id = l.account_id WHERE a.name = 'admin' AND l.type = 'DELETED' AND l.login = ${client.name}`,
    );
    expect(deleted).toBe(1);
  });

  it("404 with the upstream's message when no client uses the MAC", async () => {
    bff.signIn("admin");
    expect(await remove(FREE_MAC)).toMatchObject({ status: 404, body: { message: "No client uses this MAC address" } });
  });

  it.each(["manager", "reseller", "dealer"] as const)("%s: 403, nothing forwarded, the client kept", async (role) => {
    const client = await clientOf(role);
    bff.signIn(role);
    expect(await remove(client.mac)).toMatchObject({ status: 403, forwarded: [] });
    expect((await search(client.mac)).body.found).toBe(true);
  });

  it("403 without the panel's header (CSRF), nothing forwarded", async () => {
    const client = await clientOf("dealer");
    bff.signIn("admin");
    expect(await remove(client.mac, { "x-panel-request": "" })).toMatchObject({ status: 403, forwarded: [] });
  });

  it("401 without a session", async () => {
    expect(await remove(FREE_MAC)).toMatchObject({ status: 401, forwarded: [] });
  });
});
