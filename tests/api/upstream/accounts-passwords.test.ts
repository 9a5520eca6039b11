// Password changes of the accounts below the caller: the new password signs in, the old one no
// longer does, and the account's existing tokens are revoked.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { path } from "./accounts-support";
import { rows, upstreamForFile, type DemoRole } from "./support";

const up = upstreamForFile();

const signIn = (name: string, password: string) => up.post("/authenticate", { login_username: name, login_password: password, g_recaptcha_response: "" });
const hashOf = async (name: string) => (await rows<{ h: string }>(up.db, sql`SELECT password_hash AS h FROM accounts WHERE name = ${name}`))[0].h;

describe("changing a password", () => {
  it.each([
    ["admin", "changepassword", "novamedia", "superreseller"],
    ["admin", "changepasswordreseller", "tvlink", "reseller"],
    ["admin", "changepassworddealer", "sky_dallas", "api"],
    ["manager", "changepassword", "bluewave", "reseller"],
    ["manager", "changepassworddealer", "bw_tampa", "api"],
    ["reseller", "changepassword", "dealer_ny", "api"],
  ] as [DemoRole, string, string, string][])("%s /%s on %s: new password in, old out, old tokens revoked", async (role, call, name, ownPrefix) => {
    const oldToken = await up.login(name, "demo1234");
    const password = `new-${name}`.slice(0, 15);
    const res = await up.post(path(role, call), { name, password }, up.tokens[role]);
    expect(res).toMatchObject({ status: 200 });
    expect(res.body).toEqual({ name });
    expect((await signIn(name, "demo1234")).status).toBe(401);
    expect((await signIn(name, password)).status).toBe(200);
    expect((await up.get(`/${ownPrefix}/credits`, oldToken)).status).toBe(401);
    expect(await hashOf(name)).toMatch(/^scrypt\$/);
    expect(await hashOf(name)).not.toContain(password);
  });

  it("the caller's own session is untouched", async () => {
    await up.post("/reseller/changepassword", { name: "quickstream", password: "queens-2" }, up.tokens.reseller);
    expect((await up.get("/reseller/credits", up.tokens.reseller)).status).toBe(200);
  });
});

describe("refusals", () => {
  it.each([
    [{ password: "abc" }, "password: Password must be at least 4 characters"],
    [{ password: "p".repeat(16) }, "password: Password is too long"],
    [{ password: "tab\tpass" }, "password: Password may not contain control or bidirectional override characters"],
    [{ password: undefined }, "password: Password is required"],
    [{ name: "" }, "name: Name is required"],
  ])("%j → 400 %s, the password stays", async (change, message) => {
    const before = await hashOf("bw_miami");
    const res = await up.post("/superreseller/changepassworddealer", { name: "bw_miami", password: "good-one", ...change }, up.tokens.manager);
    expect(res).toMatchObject({ status: 400, body: { message } });
    expect(await hashOf("bw_miami")).toBe(before);
  });

  it.each([
    ["manager", "changepassword", "tvlink", "another manager's reseller"],
    ["manager", "changepassword", "dealer", "a dealer on the reseller call"],
    ["manager", "changepassworddealer", "sky_austin", "another manager's dealer"],
    ["reseller", "changepassword", "bw_miami", "another reseller's dealer"],
    ["reseller", "changepassword", "reseller", "itself"],
    ["admin", "changepassword", "bluewave", "a reseller on the super reseller call"],
    ["admin", "changepasswordreseller", "admin", "itself"],
  ] as [DemoRole, string, string, string][])("%s /%s on %s (%s) → 404, the password stays", async (role, call, name) => {
    const before = await hashOf(name);
    const res = await up.post(path(role, call), { name, password: "hijacked" }, up.tokens[role]);
    expect(res).toMatchObject({ status: 404, body: { message: expect.stringMatching(/not found$/) } });
    expect(await hashOf(name)).toBe(before);
  });

  it("401 without a token, 403 on another prefix, 404 for a role without the call", async () => {
    const body = { name: "dealer", password: "whatever" };
    expect((await up.post("/reseller/changepassword", body)).status).toBe(401);
    expect((await up.post("/reseller/changepassword", body, up.tokens.dealer)).status).toBe(403);
    expect((await up.post("/reseller/changepassworddealer", body, up.tokens.reseller)).status).toBe(404);
    expect((await up.post("/superreseller/changepasswordreseller", { ...body, name: "reseller" }, up.tokens.manager)).status).toBe(404);
    expect((await up.post("/api/changepassword", body, up.tokens.dealer)).status).toBe(404);
  });
});
