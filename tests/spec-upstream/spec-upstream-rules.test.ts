// The spec-only test upstream: business rules, writes' minimal answers, Idempotency-Key ignored,
// the late and drop controls, and refused input changing nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { addDays, addMonths, maxDay, today } from "./dates";
import { startSpecUpstream, type SpecUpstream } from "./index";
import { client, type Json } from "./test-client";
import type { Role } from "./types";

let up: SpecUpstream;
let api: ReturnType<typeof client>;
const tok = {} as Record<Role, string>;

beforeAll(async () => {
  up = await startSpecUpstream({ port: 0 });
  api = client(up.url);
  for (const r of ["admin", "manager", "reseller", "dealer"] as const) tok[r] = await api.login(r);
});
afterAll(() => up.close());
beforeEach(() => up.reset());

const withoutCalls = () => {
  const { balances, clients } = up.state();
  return { balances, clients };
};
const newClient = {
  login: "newbie",
  password: "pw1",
  stb_mac: "00:1A:79:AA:BB:CC",
  ministra: false,
  months: 2,
  desc: "New",
  phone: "",
  package_selection: 8,
  packages: [],
  server: 0,
};

describe("client writes answer minimally and follow the business rules", () => {
  it("adds a client for months credits (one per month), a trial for free", async () => {
    expect((await api.call("POST", "/api/client", tok.dealer, newClient)).body).toEqual({ message: "Client created" });
    expect(up.state().balances.dealer).toBe(198);
    expect(up.state().clients.newbie).toEqual({ expiry: addMonths(today(), 2), dealer: "dealer" });
    await api.call("POST", "/api/client", tok.dealer, { ...newClient, login: "trial1", stb_mac: "", ministra: true, months: 0 });
    expect(up.state().balances.dealer).toBe(198);
    expect(up.state().clients.trial1.expiry).toBe(addDays(today(), 2));
    const row = ((await api.call("GET", "/api/transactions", tok.dealer)).body as Json[])[0];
    expect(row).toMatchObject({ type: "NEW CLIENT", login: "trial1", credits: 0 });
  });

  it("higher roles name the dealer, pay themselves, and see owners", async () => {
    const res = await api.call("POST", "/superreseller/client", tok.manager, { ...newClient, dealer: "dealer", reseller: "reseller" });
    expect(res.body).toEqual({ message: "Client created" });
    expect(up.state().balances).toMatchObject({ manager: 498, dealer: 200 });
    expect((await api.call("POST", "/superreseller/client", tok.manager, { ...newClient, login: "x2", stb_mac: "", ministra: true })).status).toBe(400);
    expect(
      (await api.call("POST", "/reseller/client", tok.reseller, { ...newClient, login: "x3", stb_mac: "", ministra: true, dealer: "tv_dallas" })).status,
    ).toBe(404);
  });

  it("saves with {}, renewing when months are given", async () => {
    const before = up.state().clients.bruno11.expiry;
    const res = await api.call("POST", "/api/saveclient", tok.dealer, { login: "bruno11", desc: "Changed", months: 1, o_mac: "x" });
    expect(res).toMatchObject({ status: 200, body: {} });
    expect(up.state().clients.bruno11.expiry).toBe(addMonths(maxDay(before, today()), 1));
    expect(up.state().balances.dealer).toBe(199);
    expect((await api.call("GET", "/api/client/bruno11", tok.dealer)).body).toMatchObject({ description: "Changed" });
  });

  it("renews from max(expiry, today) and answers { months, name }", async () => {
    const expired = up.state().clients.alice10.expiry;
    expect(expired < today()).toBe(true);
    expect((await api.call("POST", "/api/renew", tok.dealer, { name: "alice10", months: 3 })).body).toEqual({ months: 3, name: "alice10" });
    expect(up.state().clients.alice10.expiry).toBe(addMonths(today(), 3));
    expect(up.state().balances.dealer).toBe(197);
  });

  it("refuses a renew it cannot pay with 422 and changes nothing", async () => {
    for (let i = 0; i < 16; i++) await api.call("POST", "/api/renew", tok.dealer, { name: "bruno11", months: 12 });
    expect(up.state().balances.dealer).toBe(8);
    const before = withoutCalls();
    expect(await api.call("POST", "/api/renew", tok.dealer, { name: "bruno11", months: 9 })).toMatchObject({
      status: 422,
      body: { message: "Not enough credits" },
    });
    expect(withoutCalls()).toEqual(before);
  });

  it("retrieves months ahead for a refund, never before today, and answers { name }", async () => {
    await api.call("POST", "/api/renew", tok.dealer, { name: "alice10", months: 2 });
    expect((await api.call("POST", "/api/retrieve", tok.dealer, { login: "alice10", credits: 1 })).body).toEqual({ name: "alice10" });
    expect(up.state().clients.alice10.expiry).toBe(addMonths(addMonths(today(), 2), -1));
    expect(up.state().balances.dealer).toBe(199);
    const before = withoutCalls();
    expect((await api.call("POST", "/api/retrieve", tok.dealer, { login: "alice10", credits: 2 })).status).toBe(422);
    expect(withoutCalls()).toEqual(before);
  });

  it("resets once per 10 minutes; the second answers 429 in plain text", async () => {
    expect((await api.call("POST", "/api/resetclient", tok.dealer, { name: "bruno11" })).body).toEqual({ message: "ok" });
    const again = await api.call("POST", "/api/resetclient", tok.dealer, { name: "bruno11" });
    expect(again.status).toBe(429);
    expect(again.type).toMatch(/^text\/plain/);
    expect(again.text).toMatch(/10 minutes/);
  });

  it("deletes only expired clients and answers { name }", async () => {
    expect((await api.call("POST", "/api/remove", tok.dealer, { name: "bruno11" })).status).toBe(409);
    expect((await api.call("POST", "/api/remove", tok.dealer, { name: "alice10" })).body).toEqual({ name: "alice10" });
    expect(up.state().clients.alice10).toBeUndefined();
    expect((await api.call("POST", "/reseller/deleteclient", tok.reseller, { name: "farid15" })).body).toEqual({ name: "farid15" });
  });

  it("hides what is outside the caller's subtree (404)", async () => {
    expect((await api.call("GET", "/api/client/nycalice", tok.dealer)).status).toBe(404);
    expect((await api.call("GET", "/reseller/dealer/tv_dallas", tok.reseller)).status).toBe(404);
    expect((await api.call("GET", "/superreseller/reseller/tvlink", tok.manager)).status).toBe(404);
    expect((await api.call("GET", "/admin/reseller/tvlink", tok.admin)).status).toBe(200);
  });
});

describe("account writes", () => {
  it("answers the spec's records and minimal values", async () => {
    const sr = await api.call("POST", "/admin/superreseller", tok.admin, { login: "sr2", password: "secret1", description: "Two" });
    expect(sr.body).toMatchObject({ name: "sr2", password: "secret1", credits: 0, description: "Two", transaction: 0 });
    expect(Object.keys(sr.body as Json).sort()).toEqual(["created", "credits", "description", "name", "password", "transaction"]);
    expect((await api.call("POST", "/reseller/dealer", tok.reseller, { login: "d9", password: "pw" })).body).toEqual({
      name: "d9",
      credits: 0,
      description: "",
    });
    expect((await api.call("POST", "/admin/save", tok.admin, { name: "sr2", credits: 40, desc: "Topped", transaction: 0 })).body).toEqual({ name: "sr2" });
    expect((await api.call("POST", "/superreseller/dealercredits", tok.manager, { name: "dealer", credits: 10, transaction: 1 })).body).toEqual({
      name: "dealer",
    });
    expect(up.state().balances).toMatchObject({ sr2: 40, manager: 510, dealer: 190 });
    expect((await api.call("POST", "/reseller/changepassword", tok.reseller, { name: "dealer", password: "newpass1" })).body).toEqual({
      message: "Password changed",
    });
    expect((await api.call("POST", "/admin/editdealer", tok.admin, { name: "d9", reseller: "bluewave", description: "moved" })).body).toEqual({ name: "d9" });
    expect((await api.call("POST", "/reseller/removedealer", tok.reseller, { name: "d9" })).status).toBe(404);
    expect((await api.call("POST", "/admin/removedealer", tok.admin, { name: "d9" })).body).toEqual({ name: "d9" });
  });

  it("refuses deletes while something is below (409) and overdrafts (422)", async () => {
    expect((await api.call("POST", "/reseller/removedealer", tok.reseller, { name: "dealer" })).status).toBe(409);
    expect((await api.call("POST", "/admin/removereseller", tok.admin, { name: "reseller" })).status).toBe(409);
    const before = withoutCalls();
    expect((await api.call("POST", "/superreseller/dealercredits", tok.manager, { name: "dealer", credits: 501, transaction: 0 })).status).toBe(422);
    expect((await api.call("POST", "/superreseller/dealercredits", tok.manager, { name: "dealer", credits: 201, transaction: 1 })).status).toBe(422);
    expect(withoutCalls()).toEqual(before);
  });
});

describe("tickets", () => {
  it("adds, details while active, closes one way; the admin cannot add", async () => {
    const t = (
      await api.call("POST", "/api/addticket", tok.dealer, { issue_type: 5, isp: "ISP", device: "Box", tested: 1, description: "Nothing works at all today." })
    ).body as Json;
    expect(t).toMatchObject({ name: "dealer", status: 0, type: 5, tested: 1 });
    const d = await api.call("POST", "/reseller/addticketdetail", tok.reseller, { id: t.id, description: "On it" });
    expect(d.body).toMatchObject({ description: "On it", status: 0, createdBy: "reseller" });
    expect((await api.call("POST", "/api/saveticket", tok.dealer, { id: t.id, status: 1 })).body).toEqual({ id: t.id, status: 1 });
    expect((await api.call("POST", "/api/saveticket", tok.dealer, { id: t.id, status: 0 })).status).toBe(422);
    expect((await api.call("POST", "/api/addticketdetail", tok.dealer, { id: t.id, description: "More" })).status).toBe(422);
    expect((await api.call("POST", "/admin/addticket", tok.admin, { issue_type: 0, tested: 1, description: "1234567890" })).status).toBe(404);
    expect((await api.call("GET", "/api/ticket/3", tok.dealer)).status).toBe(404);
  });
});

describe("money safety controls", () => {
  it("ignores Idempotency-Key: the same key twice charges twice", async () => {
    const headers = { "Idempotency-Key": "renew-bruno11-1" };
    const first = await api.call("POST", "/api/renew", tok.dealer, { name: "bruno11", months: 1 }, headers);
    const second = await api.call("POST", "/api/renew", tok.dealer, { name: "bruno11", months: 1 }, headers);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(up.state().balances.dealer).toBe(198);
    expect(up.state().calls["/api/renew"]).toBe(2);
  });

  it("late: commits at once, answers after ms", async () => {
    // A late answer of a second against a quick one's few milliseconds: wide apart, so that a busy
    // machine cannot blur the two.
    up.late("/api/renew", 1_000);
    const started = Date.now();
    let answered = false;
    const pending = api.call("POST", "/api/renew", tok.dealer, { name: "bruno11", months: 1 }).finally(() => (answered = true));
    await vi.waitFor(() => expect(up.state().calls["/api/renew"]).toBe(1));
    expect(up.state().balances.dealer).toBe(199);
    expect(answered).toBe(false);
    expect((await pending).body).toEqual({ months: 1, name: "bruno11" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(990);
    const quick = Date.now();
    await api.call("POST", "/api/renew", tok.dealer, { name: "bruno11", months: 1 });
    expect(Date.now() - quick).toBeLessThan(900);
  });

  it("drop: commits, then closes the socket unanswered", async () => {
    up.drop("/api/renew");
    await expect(api.call("POST", "/api/renew", tok.dealer, { name: "bruno11", months: 2 })).rejects.toThrow();
    expect(up.state().balances.dealer).toBe(198);
    expect(up.state().calls["/api/renew"]).toBe(1);
    expect((await api.call("POST", "/api/renew", tok.dealer, { name: "bruno11", months: 1 })).status).toBe(200);
  });

  it("cut: commits, then resets the connection", async () => {
    up.cut("/api/renew");
    await expect(api.call("POST", "/api/renew", tok.dealer, { name: "bruno11", months: 2 })).rejects.toThrow();
    expect(up.state().balances.dealer).toBe(198);
    expect((await api.call("POST", "/api/renew", tok.dealer, { name: "bruno11", months: 1 })).status).toBe(200);
  });

  it("fail: commits, then answers the status with PHP's notice (or the body or page given); with commit false changes nothing", async () => {
    up.fail("/api/renew", 500);
    expect(await api.call("POST", "/api/renew", tok.dealer, { name: "bruno11", months: 1 })).toMatchObject({
      status: 500,
      body: { message: "Undefined index: notify_email" },
    });
    expect(up.state().balances.dealer).toBe(199);
    up.fail("/api/renew", 419, 1, { text: "<html>Page Expired</html>", commit: false });
    expect(await api.call("POST", "/api/renew", tok.dealer, { name: "bruno11", months: 1 })).toMatchObject({
      status: 419,
      type: expect.stringContaining("text/html"),
      text: "<html>Page Expired</html>",
    });
    expect((await api.call("POST", "/__control/fail", undefined, { path: "/api/renew", status: 200, body: { status: "error" }, commit: false })).status).toBe(
      200,
    );
    expect(await api.call("POST", "/api/renew", tok.dealer, { name: "bruno11", months: 1 })).toMatchObject({ status: 200, body: { status: "error" } });
    expect(up.state().balances.dealer).toBe(199);
    expect(up.state().calls["/api/renew"]).toBe(3);
    expect((await api.call("POST", "/__control/fail", undefined, { path: "/api/renew", status: 99 })).status).toBe(400);
    expect((await api.call("POST", "/__control/fail", undefined, { path: "/api/renew", status: 500, commit: "no" })).status).toBe(400);
  });

  it("a rule naming an account holds that account's calls alone, by its token in a GET's query or a POST's body", async () => {
    const signedIn = await api.call("POST", "/authenticate", undefined, { login_username: "tvlink", login_password: "demo1234", g_recaptcha_response: "x" });
    const tvlink = (signedIn.body as { token: string }).token;
    const timed = async (call: () => Promise<unknown>) => {
      const started = Date.now();
      await call();
      return Date.now() - started;
    };
    up.late("/reseller/clientlist", 1_000, 1, "tvlink");
    expect(await timed(() => api.call("GET", "/reseller/clientlist", tok.reseller))).toBeLessThan(900);
    expect(await timed(() => api.call("GET", "/reseller/clientlist", tvlink))).toBeGreaterThanOrEqual(990);
    expect(await timed(() => api.call("GET", "/reseller/clientlist", tvlink))).toBeLessThan(900);

    expect((await api.call("POST", "/__control/drop", undefined, { path: "/api/renew", times: 1, account: "dealer_ny" })).body).toEqual({
      path: "/api/renew",
      times: 1,
      account: "dealer_ny",
    });
    expect((await api.call("POST", "/api/renew", tok.dealer, { name: "bruno11", months: 1 })).status).toBe(200);
    up.drop("/api/renew", 1, "dealer");
    await expect(api.call("POST", "/api/renew", tok.dealer, { name: "bruno11", months: 1 })).rejects.toThrow();
    expect((await api.call("POST", "/__control/late", undefined, { path: "/api/renew", ms: 1, account: "" })).status).toBe(400);
    expect((await api.call("POST", "/__control/late", undefined, { path: "/api/renew", ms: 1, account: 7 })).status).toBe(400);
  });

  it("offers the same controls over HTTP under /__control", async () => {
    expect((await api.call("POST", "/__control/late", undefined, { path: "/api/renew", ms: 200, times: 1 })).status).toBe(200);
    const t0 = Date.now();
    await api.call("POST", "/api/renew", tok.dealer, { name: "bruno11", months: 1 });
    expect(Date.now() - t0).toBeGreaterThanOrEqual(190);
    await api.call("POST", "/__control/drop", undefined, { path: "/api/renew", times: 1 });
    await expect(api.call("POST", "/api/renew", tok.dealer, { name: "bruno11", months: 1 })).rejects.toThrow();
    const state = (await api.call("GET", "/__control/state")).body as Json;
    expect(state).toMatchObject({ balances: { dealer: 198, admin: null }, calls: { "/api/renew": 2 } });
    expect((state.clients as Json).bruno11).toHaveProperty("dealer", "dealer");
    await api.call("POST", "/__control/reset");
    expect(up.state()).toMatchObject({ balances: { dealer: 200 }, calls: {} });
    expect((await api.call("POST", "/__control/late", undefined, { ms: 1 })).status).toBe(400);
  });

  it("switches the answer variants over HTTP, and back to the spec's own shapes with an empty list", async () => {
    try {
      expect((await api.call("POST", "/__control/variants", undefined, { variants: ["numbers-as-strings", "laravel"] })).body).toEqual({
        variants: ["numbers-as-strings", "laravel"],
      });
      expect((await api.call("GET", "/api/credits", tok.dealer)).body).toEqual({ data: { credits: "200" } });
      expect((await api.call("POST", "/__control/variants", undefined, { variants: ["numbers-as-text"] })).status).toBe(400);
      expect((await api.call("POST", "/__control/variants", undefined, {})).status).toBe(400);
      expect((await api.call("GET", "/api/credits", tok.dealer)).body).toEqual({ data: { credits: "200" } });
      expect((await api.call("POST", "/__control/variants", undefined, { variants: [] })).body).toEqual({ variants: [] });
      expect((await api.call("GET", "/api/credits", tok.dealer)).body).toEqual({ credits: 200 });
    } finally {
      up.answerAs([]);
    }
  });
});

describe("bad input changes nothing", () => {
  const cases: Array<[Role, string, Json]> = [
    ["dealer", "/api/client", { ...newClient, stb_mac: "00:1A:79" }],
    ["dealer", "/api/client", { ...newClient, login: "a-name-far-too-long" }],
    ["dealer", "/api/client", { ...newClient, months: 13 }],
    ["dealer", "/api/client", { ...newClient, login: "bruno11" }],
    ["dealer", "/api/client", { ...newClient, months: 201 }],
    ["dealer", "/api/client", { ...newClient, package_selection: 3, packages: [] }],
    ["dealer", "/api/client", { ...newClient, desc: "x".repeat(500) }],
    ["dealer", "/api/saveclient", { login: "bruno11", months: 1, stb_mac: "bad" }],
    ["dealer", "/api/saveclient", { login: "bruno11", months: 1, theme: "pink" }],
    ["dealer", "/api/renew", { name: "bruno11", months: 0 }],
    ["dealer", "/api/renew", { name: "bruno11", months: "two" }],
    ["dealer", "/api/renew", { name: "nobody", months: 1 }],
    ["dealer", "/api/retrieve", { login: "bruno11", credits: 13 }],
    ["admin", "/admin/save", { name: "manager", credits: 10, transaction: 2 }],
    ["admin", "/admin/reseller", { login: "r9", password: "pw", superReseller: "" }],
    ["admin", "/admin/superreseller", { login: "sr9", password: "pw", description: "x".repeat(51) }],
    ["manager", "/superreseller/dealercredits", { name: "dealer", credits: -1, transaction: 0 }],
    ["reseller", "/reseller/changepassword", { name: "dealer", password: "abc" }],
    ["dealer", "/api/addticket", { issue_type: 1, tested: 1, description: "short" }],
    ["dealer", "/api/addticket", { issue_type: 1, tested: 0, description: "long enough text" }],
    ["dealer", "/api/sendmessage", { simpleData: ["bruno11", "nycalice"], message: "hi", server: 0 }],
  ];
  it.each(cases)("%s %s %j", async (role, path, body) => {
    const before = withoutCalls();
    const tickets = ((await api.call("GET", "/api/tickets", tok.dealer)).body as { data: unknown[] }).data.length;
    const res = await api.call("POST", path, tok[role], body);
    expect([400, 404, 409, 422]).toContain(res.status);
    expect(typeof (res.body as Json).message).toBe("string");
    expect(withoutCalls()).toEqual(before);
    expect(((await api.call("GET", "/api/tickets", tok.dealer)).body as { data: unknown[] }).data).toHaveLength(tickets);
  });
});
