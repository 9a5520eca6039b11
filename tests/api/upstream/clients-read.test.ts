// One client, the package catalog, a client's packages and its history, for every role.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEMO, ROLES, rows, someClient, upstreamForFile, type DemoRole } from "./support";

const up = upstreamForFile();
const path = (role: DemoRole, suffix: string) => `/${DEMO[role].prefix}/${suffix}`;

const CLIENT_FIELDS = [
  "name",
  "password",
  "parent_pass",
  "description",
  "mac",
  "ministra",
  "alt_player",
  "status",
  "expiry",
  "last_updated",
  "last_active",
  "stb_sn",
  "stb_type",
  "version",
  "online",
  "phone",
  "theme",
  "server",
  "package_selection",
  "packages",
  "reseller",
  "dealer",
  "trial",
  "created",
];

describe("GET /<prefix>/client/{name}", () => {
  it.each(ROLES)("%s reads a client of the demo dealer with every field and its owners", async (role) => {
    const name = await someClient(up.db, "dealer", sql`c.mac IS NOT NULL AND c.stb_type IS NOT NULL`);
    const res = await up.get(path(role, `client/${name}`), up.tokens[role]);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual([...CLIENT_FIELDS].sort());
    expect(res.body).toMatchObject({ name, dealer: "dealer", reseller: "reseller", stb_type: expect.stringMatching(/MAG|Aura/) });
    expect(res.body.expiry).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it.each([
    ["dealer", "bw_miami"],
    ["reseller", "bw_miami"],
    ["manager", "tvlink_east"],
  ] as [DemoRole, string][])("%s asking for a client of %s → 404", async (role, owner) => {
    const name = await someClient(up.db, owner);
    const res = await up.get(path(role, `client/${name}`), up.tokens[role]);
    expect(res).toMatchObject({ status: 404, body: { message: expect.any(String) } });
  });

  it("an unknown name → 404", async () => {
    expect((await up.get(path("admin", "client/nobody_here"), up.tokens.admin)).status).toBe(404);
  });
});

describe("GET /<prefix>/packages?server=N", () => {
  it.each(ROLES.flatMap((role) => [0, 1, 2].map((server) => [role, server] as [DemoRole, number])))(
    "%s, server %s: a dozen or more packages and presets",
    async (role, server) => {
      const res = await up.get(path(role, "packages"), up.tokens[role], { server });
      expect(res.status).toBe(200);
      const { packages, presets } = res.body;
      expect(packages.length).toBeGreaterThanOrEqual(12);
      expect(presets.length).toBeGreaterThanOrEqual(12);
      expect(new Set(packages.map((p: { type: string }) => p.type))).toEqual(new Set(["tv", "video"]));
      expect(presets.slice(0, 2)).toEqual([
        { id: 8, name: "ALL PACKAGES" },
        { id: 7, name: "ALL PACKAGES-NO ADULT" },
      ]);
      expect(presets.at(-1)).toEqual({ id: 3, name: "CUSTOM PACKAGE SELECTION" });
      expect(presets.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(["LATINO - ADULT", "LATINO - NO ADULT"]));
    },
  );

  it("package ids differ between servers", async () => {
    const ids = async (server: number) => (await up.get("/api/packages", up.tokens.dealer, { server })).body.packages.map((p: { id: number }) => p.id);
    const [zero, one] = [await ids(0), await ids(1)];
    expect(zero.filter((id: number) => one.includes(id))).toEqual([]);
  });

  it("refuses server 3 with 400", async () => {
    expect((await up.get("/api/packages", up.tokens.dealer, { server: 3 })).status).toBe(400);
  });
});

describe("GET /<prefix>/subpackages/{name}/{server}", () => {
  it("a custom selection answers the client's own packages", async () => {
    const [client] = await rows<{ name: string; server: number; packages: number[] }>(
      up.db,
      sql`SELECT name, server, packages FROM clients WHERE package_selection = 3 ORDER BY name LIMIT 1`,
    );
    const res = await up.get(`/admin/subpackages/${client.name}/${client.server}`, up.tokens.admin);
    expect(res).toMatchObject({ status: 200, body: { subs: client.packages } });
    expect(client.packages.length).toBeGreaterThan(0);
  });

  it("a preset answers the preset's packages on the asked server", async () => {
    const name = await someClient(up.db, "dealer", sql`c.package_selection = 8`);
    const all = (await up.get("/api/packages", up.tokens.dealer, { server: 1 })).body.packages.map((p: { id: number }) => p.id);
    const res = await up.get(`/api/subpackages/${name}/1`, up.tokens.dealer);
    expect(res.body.subs).toEqual(all);
  });

  it("another dealer's client → 404", async () => {
    const name = await someClient(up.db, "sky_dallas");
    expect((await up.get(`/api/subpackages/${name}/0`, up.tokens.dealer)).status).toBe(404);
  });
});

describe("GET /<prefix>/history/{name}", () => {
  it.each(ROLES)("%s sees the client's ledger rows, newest first", async (role) => {
    const name = await someClient(up.db, "dealer", sql`EXISTS (SELECT 1 FROM ledger l WHERE l.client_id = c.id AND l.type = 'RENEW')`);
    const res = await up.get(path(role, `history/${name}`), up.tokens[role]);
    expect(res.status).toBe(200);
    const { data } = res.body;
    expect(data.length).toBeGreaterThanOrEqual(2);
    expect(data.at(-1)).toMatchObject({ type: "NEW CLIENT", login: name, credits: expect.any(Number) });
    expect(Object.keys(data[0]).sort()).toEqual(["created", "credits", "description", "expiry", "login", "type"]);
    const created = data.map((row: { created: string }) => row.created);
    expect(created).toEqual([...created].sort().reverse());
  });

  it("outside the subtree → 404", async () => {
    const name = await someClient(up.db, "maxview_la");
    expect((await up.get(`/reseller/history/${name}`, up.tokens.reseller)).status).toBe(404);
  });
});

describe("short account lists", () => {
  it("reseller /dealers lists its own dealers with counts", async () => {
    const res = await up.get("/reseller/dealers", up.tokens.reseller);
    expect(res.status).toBe(200);
    expect(res.body.data.map((d: { dealer: string }) => d.dealer)).toEqual(["dealer", "dealer_ny", "quickstream"]);
    expect(res.body.data[0]).toEqual({
      dealer: "dealer",
      reseller: "reseller",
      manager: "manager",
      description: "Demo dealer",
      credits: 50,
      clientsCount: Number(
        (await rows<{ n: number }>(up.db, sql`SELECT count(*) AS n FROM clients c JOIN accounts d ON d.id = c.dealer_id WHERE d.name = 'dealer'`))[0].n,
      ),
    });
  });

  it.each([
    ["manager", "dealers", "totaldealers"],
    ["admin", "dealers", "totaldealers"],
    ["admin", "resellerlist", "totalresellers"],
    ["manager", "resellerlist", "totalresellers"],
  ] as [DemoRole, string, string][])("%s /%s has as many rows as /%s counts", async (role, call, count) => {
    const res = await up.get(path(role, call), up.tokens[role]);
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBe((await up.get(path(role, count), up.tokens[role])).body.total);
  });

  it("the admin's reseller list shows a reseller under the admin with no manager", async () => {
    const res = await up.get("/admin/resellerlist", up.tokens.admin);
    expect(res.body.data.find((r: { reseller: string }) => r.reseller === "directsales")).toMatchObject({ manager: null });
  });

  it.each([
    ["dealer", "dealers"],
    ["reseller", "resellerlist"],
  ] as [DemoRole, string][])("%s has no /%s call", async (role, call) => {
    expect((await up.get(path(role, call), up.tokens[role])).status).toBe(404);
  });
});
