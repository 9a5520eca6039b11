// The spec-only test upstream: route table, transport, literal shapes, unshown calls, options.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startSpecUpstream, type SpecUpstream } from "./index";
import { client, type Json } from "./test-client";
import { PREFIX, type Role } from "./types";

const ROLES: Role[] = ["admin", "manager", "reseller", "dealer"];
const A: Role[] = ROLES;
const UP: Role[] = ["admin", "manager", "reseller"];
const MAC = "00:1A:79:10:00:42";

// Every call of both specs' section 7: [method, roles, path after the prefix].
const TABLE: Array<["GET" | "POST", Role[], string]> = [
  ["GET", ["dealer"], "/clients?page=1&search="],
  ["GET", UP, "/clientlist"],
  ["GET", A, "/client/alice10"],
  ["POST", A, "/client"],
  ["POST", A, "/saveclient"],
  ["POST", ["dealer"], "/resetclient"],
  ["POST", ["dealer"], "/remove"],
  ["POST", UP, "/deleteclient"],
  ["POST", ["dealer"], "/renew"],
  ["POST", A, "/retrieve"],
  ["GET", A, "/packages?server=1"],
  ["GET", A, "/subpackages/alice10/0"],
  ["GET", ["dealer", "reseller", "manager"], "/credits"],
  ["GET", A, "/message"],
  ...["totalactiveclients", "totalexpiredclients", "totalactivetrials", "totalactiveministra"].map((s) => ["GET", A, `/${s}`] as ["GET", Role[], string]),
  ["GET", UP, "/totalclients"],
  ["GET", ["admin", "manager"], "/totaldealers"],
  ["GET", ["admin"], "/totalresellers"],
  ["GET", ["admin"], "/activetickets"],
  ["GET", A, "/history/alice10"],
  ["GET", A, "/statstotals"],
  ["GET", ["admin"], "/resellerlist"],
  ["POST", ["admin"], "/removereseller"],
  ["POST", UP, "/removedealer"],
  ["POST", ["admin", "manager"], "/reseller"],
  ["POST", UP, "/dealer"],
  ["GET", UP, "/dealer/dealer"],
  ["GET", ["admin", "manager"], "/reseller/reseller"],
  ["GET", ["admin"], "/superreseller/manager"],
  ["POST", ["admin"], "/superreseller"],
  ["POST", ["admin"], "/save"],
  ["POST", ["admin"], "/editreseller"],
  ["POST", ["admin", "manager"], "/editdealer"],
  ["POST", ["admin", "manager"], "/dealercredits"],
  ["POST", ["manager", "admin", "reseller"], "/changepassword"],
  ["POST", ["admin"], "/changepasswordreseller"],
  ["POST", ["manager"], "/changepassworddealer"],
  ["GET", UP, "/statsbyname/dealer"],
  ["GET", A, "/transactions"],
  ["GET", A, `/searchmac/${MAC}`],
  ["POST", A, "/sendmessage"],
  ["POST", ["admin"], "/message"],
  ["GET", A, "/tickets"],
  ["GET", A, "/ticket/1"],
  ["POST", A, "/saveticket"],
  ["POST", ["dealer", "reseller", "manager"], "/addticket"],
  ["GET", A, "/ticketdetails/1"],
  ["POST", A, "/addticketdetail"],
];

// Calls the spec does not list for these roles, or that it says are "not shown": 404 Not found.
const ABSENT: Array<[Role, "GET" | "POST", string]> = [
  ["admin", "GET", "/admin/credits"],
  ["manager", "POST", "/superreseller/renew"],
  ["reseller", "POST", "/reseller/renew"],
  ["admin", "POST", "/admin/renew"],
  ["reseller", "GET", "/reseller/totaldealers"],
  ["manager", "GET", "/superreseller/totalresellers"],
  ["admin", "POST", "/admin/addticket"],
  ["manager", "POST", "/superreseller/resetclient"],
  ["admin", "POST", "/admin/deletemac"],
  ["dealer", "POST", "/api/logout"],
  ["dealer", "GET", "/api/expiring"],
  ["dealer", "POST", "/api/bulkrenew"],
  ["dealer", "GET", "/api/audit"],
  ["dealer", "GET", "/api/capabilities"],
  ["admin", "GET", "/admin/superresellers"],
  ["admin", "GET", "/admin/dealers"],
  ["reseller", "GET", "/reseller/dealers"],
  ["manager", "GET", "/superreseller/resellers"],
  ["manager", "GET", "/superreseller/resellerlist"],
  ["admin", "GET", "/admin/transactions/dealer"],
  ["reseller", "POST", "/reseller/dealercredits"],
  ["manager", "POST", "/superreseller/resellercredits"],
];

const UNSHOWN: Array<[Role, "GET" | "POST", string]> = [
  ["admin", "GET", "/admin/superresellerlist"],
  ["manager", "GET", "/superreseller/myresellers"],
  ["admin", "GET", "/admin/alldealers"],
  ["manager", "GET", "/superreseller/mydealers"],
  ["reseller", "GET", "/reseller/mydealers"],
  ["reseller", "POST", "/reseller/savedealercredits"],
  ["admin", "GET", "/admin/accountledger/dealer"],
];

const CLIENT_KEYS = [
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
].sort();

const keys = (v: unknown) => Object.keys(v as Json).sort();

let up: SpecUpstream;
let alt: SpecUpstream;
let api: ReturnType<typeof client>;
let altApi: ReturnType<typeof client>;
const tok = {} as Record<Role, string>;
const altTok = {} as Record<Role, string>;

beforeAll(async () => {
  up = await startSpecUpstream({ port: 0 });
  alt = await startSpecUpstream({ port: 0, unshownCalls: true, countShape: "total", listShape: "data", requireRecaptcha: true });
  api = client(up.url);
  altApi = client(alt.url);
  for (const r of ROLES) {
    tok[r] = await api.login(r);
    altTok[r] = await altApi.login(r);
  }
});
afterAll(async () => {
  await up.close();
  await alt.close();
});
beforeEach(() => {
  up.reset();
  alt.reset();
});

describe("transport", () => {
  it("signs in the four demo logins with their roles, refuses a wrong password", async () => {
    for (const r of ROLES) {
      const res = await api.call("POST", "/authenticate", undefined, { login_username: r, login_password: `${r}1234`, g_recaptcha_response: "" });
      expect(res.status).toBe(200);
      expect(keys(res.body)).toEqual(["name", "role", "token"]);
      expect(res.body).toMatchObject({ role: r, name: r });
    }
    const bad = await api.call("POST", "/authenticate", undefined, { login_username: "dealer", login_password: "nope" });
    expect(bad).toMatchObject({ status: 401, body: { message: "Invalid login name or password" } });
  });

  it("asks for the captcha only with requireRecaptcha", async () => {
    const body = { login_username: "dealer", login_password: "dealer1234", g_recaptcha_response: "" };
    expect(await altApi.call("POST", "/authenticate", undefined, body)).toMatchObject({ status: 400, body: { message: "Please complete the captcha" } });
    expect((await altApi.call("POST", "/authenticate", undefined, { ...body, g_recaptcha_response: "ok" })).status).toBe(200);
  });

  it("401 without or with an unknown token, token in the body on POST only, 404 for unknown paths", async () => {
    expect((await api.call("GET", "/api/credits")).status).toBe(401);
    expect((await api.call("GET", "/api/credits", "forged")).status).toBe(401);
    const inQuery = await api.call("POST", `/api/renew?token=${tok.dealer}`, undefined, { name: "bruno11", months: 1 });
    expect(inQuery.status).toBe(401);
    expect(inQuery.body).toHaveProperty("message");
    expect(await api.call("GET", "/nothing")).toMatchObject({ status: 404, body: { message: "Not found" } });
    expect(await api.call("GET", "/api/nothing", tok.dealer)).toMatchObject({ status: 404, body: { message: "Not found" } });
  });
});

describe("route table", () => {
  const cases = TABLE.flatMap(([method, roles, path]) => roles.map((role) => [role, method, path] as const));
  it.each(cases)("%s %s %s exists for its role and is 403 on another prefix", async (role, method, path) => {
    const res = await api.call(method, PREFIX[role] + path, tok[role]);
    expect(res.status === 404 && (res.body as Json).message === "Not found").toBe(false);
    expect(res.status).not.toBe(401);
    const other = ROLES.find((r) => r !== role)!;
    expect((await api.call(method, PREFIX[role] + path, tok[other])).status).toBe(403);
  });

  it.each(ABSENT)("%s %s %s is not a call (404 Not found)", async (role, method, path) => {
    expect(await api.call(method, path, tok[role])).toMatchObject({ status: 404, body: { message: "Not found" } });
    expect(await altApi.call(method, path, altTok[role])).toMatchObject({ status: 404, body: { message: "Not found" } });
  });
});

describe("literal shapes", () => {
  it("answers counts as bare numbers, or { total } with countShape total", async () => {
    for (const path of ["/api/totalactiveclients", "/api/totalexpiredclients", "/api/totalactivetrials", "/api/totalactiveministra"]) {
      expect(typeof (await api.call("GET", path, tok.dealer)).body).toBe("number");
    }
    expect((await api.call("GET", "/admin/activetickets", tok.admin)).body).toBe(2);
    expect((await api.call("GET", "/superreseller/totaldealers", tok.manager)).body).toBe(3);
    expect((await altApi.call("GET", "/admin/activetickets", altTok.admin)).body).toEqual({ total: 2 });
  });

  it("pages the dealer's list by 10 on the server, ignoring tab, per_page and sort", async () => {
    const pages = [];
    for (const page of [1, 2, 3, 4])
      pages.push((await api.call("GET", `/api/clients?page=${page}&per_page=50&tab=expired&sort=-name`, tok.dealer)).body as Json);
    expect(keys(pages[0])).toEqual(["client_list", "current_page", "per_page", "total", "total_pages"]);
    expect(pages.map((p) => (p.client_list as unknown[]).length)).toEqual([10, 10, 5, 0]);
    expect(pages[2]).toMatchObject({ total: 25, current_page: 3, per_page: 10, total_pages: 3 });
    expect(keys((pages[0].client_list as unknown[])[0])).toEqual(CLIENT_KEYS);
    const names = pages.flatMap((p) => (p.client_list as Json[]).map((c) => c.name));
    expect(new Set(names).size).toBe(25);
  });

  it("searches the dealer's list on name, mac, status word and description, any case", async () => {
    const search = async (q: string) => (await api.call("GET", `/api/clients?page=1&search=${encodeURIComponent(q)}`, tok.dealer)).body as Json;
    expect((await search("ALICE")).total).toBe(1);
    expect((await search("rossi")).total).toBe(5);
    const inactive = (await search("inactive")).total as number;
    const active = (await search("active")).total as number;
    expect(inactive).toBeGreaterThan(0);
    expect(active).toBe(25);
    expect((await search("00:1a:79:10")).total).toBe(1);
  });

  it("answers the higher roles' lists as bare arrays, or { data } with listShape data", async () => {
    const list = (await api.call("GET", "/admin/clientlist", tok.admin)).body as Json[];
    expect(Array.isArray(list)).toBe(true);
    expect(list).toHaveLength(40);
    expect(keys(list[0])).toEqual([...CLIENT_KEYS, "dealer", "reseller"].sort());
    expect((await api.call("GET", "/reseller/clientlist", tok.reseller)).body).toHaveLength(30);
    const resellers = (await api.call("GET", "/admin/resellerlist", tok.admin)).body as Json[];
    expect(keys(resellers[0])).toEqual(["clientsCount", "credits", "dealersCount", "description", "manager", "reseller"]);
    for (const [role, path] of [
      ["admin", "/admin/transactions"],
      ["dealer", "/api/history/bruno11"],
      ["dealer", "/api/ticketdetails/1"],
    ] as const) {
      expect(Array.isArray((await api.call("GET", path, tok[role])).body)).toBe(true);
      const wrapped = (await altApi.call("GET", path, altTok[role])).body as Json;
      expect(Array.isArray(wrapped.data)).toBe(true);
    }
    expect(keys(((await api.call("GET", "/api/transactions", tok.dealer)).body as Json[])[0])).toEqual([
      "created",
      "credits",
      "description",
      "expiry",
      "login",
      "type",
    ]);
    expect(keys((await altApi.call("GET", "/admin/clientlist", altTok.admin)).body)).toEqual(["data"]);
    const tickets = (await api.call("GET", "/api/tickets", tok.dealer)).body as Json;
    expect(keys(tickets)).toEqual(["data"]);
  });

  it("answers records with exactly the spec's fields", async () => {
    expect(keys((await api.call("GET", "/api/client/alice10", tok.dealer)).body)).toEqual(CLIENT_KEYS);
    const full = (await api.call("GET", "/superreseller/client/alice10", tok.manager)).body;
    expect(full).toMatchObject({ dealer: "dealer", reseller: "reseller" });
    expect(await api.call("GET", "/reseller/dealer/dealer", tok.reseller)).toMatchObject({
      body: { name: "dealer", credits: 200, description: "Demo dealer" },
    });
    expect(keys((await api.call("GET", "/admin/dealer/dealer", tok.admin)).body)).toEqual(["credits", "description", "name"]);
    expect((await api.call("GET", "/admin/reseller/reseller", tok.admin)).body).toEqual({
      name: "reseller",
      credits: 300,
      description: "Demo reseller",
      superReseller: "manager",
    });
    const sr = (await api.call("GET", "/admin/superreseller/manager", tok.admin)).body;
    expect(sr).toMatchObject({ name: "manager", credits: 500, resellerCount: 2, dealersCount: 3 });
    expect(keys(sr)).toEqual(["clientsCount", "created", "credits", "dealersCount", "description", "name", "resellerCount"]);
    expect((await api.call("GET", "/api/credits", tok.dealer)).body).toEqual({ credits: 200 });
    expect(keys((await api.call("GET", "/api/message", tok.dealer)).body)).toEqual(["message"]);
    const stats = (await api.call("GET", "/api/statstotals", tok.dealer)).body as Json;
    expect(keys(stats)).toEqual(["clients", "on_date", "trials"]);
    expect(stats.on_date).toHaveLength(30);
    const pk = (await api.call("GET", "/api/packages?server=0", tok.dealer)).body as { packages: Json[]; presets: Json[] };
    expect(pk.presets.map((p) => p.id)).toEqual(expect.arrayContaining([8, 7, 3]));
    expect(new Set(pk.packages.map((p) => p.type))).toEqual(new Set(["tv", "video"]));
    expect(keys((await api.call("GET", "/api/subpackages/alice10/0", tok.dealer)).body)).toEqual(["subs"]);
    expect(await api.call("GET", `/api/searchmac/${MAC}`, tok.dealer)).toMatchObject({ body: { found: true, subMessage: "INACTIVE" } });
    expect(keys((await api.call("GET", `/admin/searchmac/${MAC}`, tok.admin)).body)).toEqual(["expiry", "found", "mac", "name", "subMessage"]);
  });
});

describe("unshown calls", () => {
  it.each(UNSHOWN)("%s %s %s is absent by default and served with unshownCalls", async (role, method, path) => {
    expect(await api.call(method, path, tok[role])).toMatchObject({ status: 404, body: { message: "Not found" } });
    const body = method === "POST" ? { name: "dealer", credits: 5, transaction: 0, desc: "topped up" } : {};
    expect((await altApi.call(method, path, altTok[role], body)).status).toBe(200);
  });

  it("answers the documented shapes at the paths of upstream-calls.json", async () => {
    const mapping = JSON.parse(readFileSync(new URL("./upstream-calls.json", import.meta.url), "utf8")) as Record<string, Record<string, string>>;
    expect(Object.keys(mapping).sort()).toEqual(["dealers.credits", "dealers.list", "resellers.list", "superResellers.list", "transactions.ofAccount"]);
    const srs = (await altApi.call("GET", mapping["superResellers.list"].admin, altTok.admin)).body as Json;
    expect(srs.count).toBe(2);
    expect(keys((srs.data as Json[])[0])).toEqual(["clientsCount", "created", "credits", "dealersCount", "description", "name", "resellerCount"]);
    const mine = (await altApi.call("GET", mapping["resellers.list"].manager, altTok.manager)).body as Json[];
    expect(mine.map((r) => r.reseller)).toEqual(["bluewave", "reseller"]);
    for (const role of ["admin", "manager", "reseller"] as const) {
      const dealers = (await altApi.call("GET", mapping["dealers.list"][role], altTok[role])).body as Json[];
      expect(keys(dealers[0])).toEqual(["clientsCount", "credits", "dealer", "description", "manager", "reseller"]);
    }
    const moved = await altApi.call("POST", mapping["dealers.credits"].reseller, altTok.reseller, { name: "dealer", credits: 5, transaction: 0, desc: "x" });
    expect(moved.body).toEqual({ name: "dealer" });
    expect(alt.state().balances).toMatchObject({ reseller: 295, dealer: 205 });
  });
});
