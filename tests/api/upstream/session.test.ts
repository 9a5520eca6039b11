// Sign-in, tokens and role prefixes of the reference upstream.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createApp } from "@/upstream/src/app";
import { systemClock } from "@/upstream/src/rules/dates";
import { fetchOnce } from "./fetch";
import { DEMO, ROLES, rows, upstreamForFile, type DemoRole } from "./support";

const up = upstreamForFile();

describe("POST /authenticate", () => {
  it.each(ROLES)("signs in %s with its demo password", async (role) => {
    const res = await up.post("/authenticate", { login_username: role, login_password: DEMO[role].password, g_recaptcha_response: "x" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ token: expect.any(String), role, name: role });
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it.each([
    ["a wrong password", { login_username: "dealer", login_password: "nope" }],
    ["an unknown name", { login_username: "nobody", login_password: "dealer1234" }],
  ])("answers 401 for %s", async (_case, body) => {
    const res = await up.post("/authenticate", { ...body, g_recaptcha_response: "" });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Invalid login name or password" });
  });

  it.each([
    ["no login name", { login_password: "x" }],
    ["an empty password", { login_username: "dealer", login_password: "" }],
  ])("answers 400 for %s", async (_case, body) => {
    const res = await up.post("/authenticate", body);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it("stores only a hash of the token, expiring one hour after issue", async () => {
    const token = await up.login("dealer");
    const stored = await rows<{ token_hash: string; seconds: number }>(
      up.db,
      sql`SELECT token_hash, extract(epoch FROM expires_at - created)::int AS seconds FROM tokens ORDER BY created DESC LIMIT 1`,
    );
    expect(stored[0].token_hash).not.toContain(token);
    expect(stored[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0].seconds).toBe(3600);
  });

  it("requires a captcha response when a reCAPTCHA secret is configured", async () => {
    const app = createApp({ db: up.db, now: systemClock, captchaRequired: true });
    const ask = (captcha: string) =>
      app.request("/authenticate", {
        method: "POST",
        body: JSON.stringify({ login_username: "dealer", login_password: "dealer1234", g_recaptcha_response: captcha }),
      });
    expect((await ask("")).status).toBe(400);
    expect((await ask("any-response")).status).toBe(200);
  });
});

describe("tokens", () => {
  it.each(ROLES)("%s: no token, an unknown token → 401 JSON", async (role) => {
    for (const token of [undefined, "", "not-a-token"]) {
      const res = await up.get(`/${DEMO[role].prefix}/credits`, token);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: expect.any(String) });
    }
    const post = await up.post(`/${DEMO[role].prefix}/logout`, {});
    expect(post.status).toBe(401);
  });

  it.each(ROLES)("%s: logout revokes the token", async (role) => {
    const token = await up.login(role);
    expect((await up.get(`/${DEMO[role].prefix}/message`, token)).status).toBe(200);
    const out = await up.post(`/${DEMO[role].prefix}/logout`, {}, token);
    expect(out).toMatchObject({ status: 200, body: { message: "Logged out" } });
    expect((await up.get(`/${DEMO[role].prefix}/message`, token)).status).toBe(401);
  });

  it("an expired token answers 401", async () => {
    const token = await up.login("reseller");
    expect((await up.get("/reseller/credits", token)).status).toBe(200);
    await up.db.execute(sql`UPDATE tokens SET expires_at = now() - interval '1 second' WHERE revoked = false AND expires_at > now()`);
    expect((await up.get("/reseller/credits", token)).status).toBe(401);
    // The file's shared tokens were expired too; sign them in again for the tests below.
    for (const role of ROLES) up.tokens[role] = await up.login(role);
  });

  it("a token in the query string is not accepted on POST", async () => {
    const res = await fetchOnce(`${up.url}/api/logout?token=${up.tokens.dealer}`, { method: "POST", body: "{}" });
    expect(res.status).toBe(401);
  });
});

describe("role prefixes", () => {
  const pairs = ROLES.flatMap((role) => ROLES.filter((other) => other !== role).map((other) => [role, other] as [DemoRole, DemoRole]));

  it.each(pairs)("%s calling the %s prefix → 403", async (role, other) => {
    const res = await up.get(`/${DEMO[other].prefix}/message`, up.tokens[role]);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: expect.any(String) });
  });

  it("an unknown path answers 404 JSON", async () => {
    expect(await up.get("/api/nothing-here", up.tokens.dealer)).toMatchObject({ status: 404, body: { message: "Not found" } });
    expect(await up.get("/nothing-here")).toMatchObject({ status: 404, body: { message: "Not found" } });
  });

  it("a body over 64 KiB answers 413 JSON", async () => {
    const res = await up.post("/api/logout", { padding: "x".repeat(70_000) }, up.tokens.dealer);
    expect(res).toMatchObject({ status: 413, body: { message: "Request body too large" } });
  });

  it("a body that is not JSON answers 400", async () => {
    const res = await fetchOnce(`${up.url}/api/logout`, { method: "POST", body: "token=abc" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: "Request body must be JSON" });
  });
});
