// The second factor's BFF handlers (issue 21), called as Next calls them, on an in-memory panel
// store: each answer's exact shape, the session, role and CSRF checks, zod's refusals with
// nothing changed, the sign-in's second step (the code spent once, wrong ones counted, the
// session started only then), and a parent's reset limited to its own subtree by the upstream.
import { generate } from "otplib";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { POST as secondFactor } from "@/app/api/auth/second-factor/route";
import { POST as resetTwoFactor } from "@/app/api/accounts/[kind]/[name]/two-factor-reset/route";
import { GET as getSecurity } from "@/app/api/security/route";
import { PUT as savePolicy } from "@/app/api/security/policy/route";
import { POST as removeFactor } from "@/app/api/security/remove/route";
import { POST as startTotp } from "@/app/api/security/totp/route";
import { POST as confirmTotp } from "@/app/api/security/totp/confirm/route";
import { PEER_ADDRESS_HEADER } from "@/lib/auth/client-address";
import { TWO_FACTOR_MESSAGES } from "@/lib/schemas/two-factor";
import { SESSION_ENDED_MESSAGE } from "@/lib/session-messages";
import { closePanelStoreForTests } from "@/lib/store";
import { factorSummary, replaceRecoveryCodes, saveTotp } from "@/lib/two-factor/factors";
import { createPending } from "@/lib/two-factor/pending";
import { newTotpSecret } from "@/lib/two-factor/totp";
import { PANEL } from "./handler-calls";
import { bffForFile } from "./support";
import { freshPgliteDir } from "../../support/fresh-pglite";

const started = vi.hoisted(() => [] as unknown[]);
vi.mock("@/lib/session", async () => ({
  ...(await import("./support")).sessionMock,
  // The one-hour session itself is lib/session's (tests/unit); here: was it started, and with what.
  startSession: async (data: Record<string, unknown>) => {
    started.push(data);
    return { ...data, expiresAt: 1_900_000_000_000 };
  },
}));

const bff = bffForFile();
beforeAll(() => {
  vi.stubEnv("PANEL_STORE_DIR", freshPgliteDir());
});
afterAll(async () => {
  await closePanelStoreForTests();
  vi.unstubAllEnvs();
});

const noFactors = { totp: null, passkeys: [], recoveryCodesLeft: 0 };

describe("Security: the account's own factors", () => {
  it("answers 401 signed out, and the factors (never a secret) signed in; the rule only for the admin", async () => {
    expect(await bff.get(getSecurity, "/api/security")).toEqual({ status: 401, body: { message: SESSION_ENDED_MESSAGE }, forwarded: [] });
    bff.signIn("manager");
    expect(await bff.get(getSecurity, "/api/security")).toEqual({ status: 200, body: { factors: noFactors, required: null }, forwarded: [] });
    bff.signIn("admin");
    const admin = await bff.get(getSecurity, "/api/security");
    expect(admin.body.required).toEqual({ admin: false, manager: false, reseller: false, dealer: false });
  });

  it("sets up an authenticator app: the secret and its QR code, then the app's code; ten recovery codes once", async () => {
    bff.signIn("dealer");
    const start = await bff.send(startTotp, "POST", "/api/security/totp", {});
    expect(start.status).toBe(200);
    expect(Object.keys(start.body).sort()).toEqual(["qrCode", "secret", "uri"]);
    expect(start.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(start.body.uri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(start.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);

    const malformed = await bff.send(confirmTotp, "POST", "/api/security/totp/confirm", { code: "12ab56" });
    expect(malformed).toMatchObject({ status: 422, body: { message: "Enter the 6-digit code your app shows", field: "code" } });
    const code = await generate({ secret: start.body.secret });
    const wrong = await bff.send(confirmTotp, "POST", "/api/security/totp/confirm", { code: code === "000000" ? "000001" : "000000" });
    expect(wrong).toEqual({ status: 422, body: { message: TWO_FACTOR_MESSAGES.wrongCode, field: "code" }, forwarded: [] });
    expect((await factorSummary({ role: "dealer", name: "dealer" })).totp).toBeNull();

    const confirmed = await bff.send(confirmTotp, "POST", "/api/security/totp/confirm", { code });
    expect(confirmed.status).toBe(200);
    expect(Object.keys(confirmed.body)).toEqual(["recoveryCodes"]);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
    const after = await bff.get(getSecurity, "/api/security");
    expect(after.body.factors).toMatchObject({ totp: { createdAt: expect.any(Number) }, passkeys: [], recoveryCodesLeft: 10 });
    expect(JSON.stringify(after.body)).not.toContain(start.body.secret);

    // Removing it needs a current code: a wrong one changes nothing, a recovery code does it.
    const refused = await bff.send(removeFactor, "POST", "/api/security/remove", { factor: { kind: "totp" }, code: "abcde-fghij" });
    expect(refused).toMatchObject({ status: 422, body: { message: TWO_FACTOR_MESSAGES.wrongCode } });
    expect((await factorSummary({ role: "dealer", name: "dealer" })).totp).not.toBeNull();
    const removed = await bff.send(removeFactor, "POST", "/api/security/remove", { factor: { kind: "totp" }, code: confirmed.body.recoveryCodes[0] });
    expect(removed).toEqual({ status: 200, body: { removed: true }, forwarded: [] });
    expect((await factorSummary({ role: "dealer", name: "dealer" })).totp).toBeNull();
  });

  it("refuses a write without the panel's header (CSRF), and a factor of the wrong shape, before anything", async () => {
    bff.signIn("dealer");
    expect(await bff.send(startTotp, "POST", "/api/security/totp", {}, { headers: { "x-panel-request": "0" } })).toMatchObject({ status: 403 });
    const bad = await bff.send(removeFactor, "POST", "/api/security/remove", { factor: { kind: "sms" }, code: "123456" });
    expect(bad.status).toBe(422);
    const long = await bff.send(removeFactor, "POST", "/api/security/remove", { factor: { kind: "totp" }, code: "1".repeat(33) });
    expect(long).toMatchObject({ status: 422, body: { message: TWO_FACTOR_MESSAGES.codeInvalid, field: "code" } });
  });
});

describe("the admin's rule", () => {
  it("is the admin's alone, takes four booleans and nothing else, and is answered whole", async () => {
    bff.signIn("reseller");
    expect(await bff.send(savePolicy, "PUT", "/api/security/policy", { admin: false, manager: false, reseller: false, dealer: true })).toEqual({
      status: 403,
      body: { message: "Not allowed for your role" },
      forwarded: [],
    });
    bff.signIn("admin");
    expect((await bff.send(savePolicy, "PUT", "/api/security/policy", { admin: false, manager: false, reseller: false, dealer: "yes" })).status).toBe(422);
    expect((await bff.send(savePolicy, "PUT", "/api/security/policy", { dealer: true })).status).toBe(422);
    const saved = await bff.send(savePolicy, "PUT", "/api/security/policy", { admin: false, manager: false, reseller: true, dealer: false });
    expect(saved).toEqual({ status: 200, body: { required: { admin: false, manager: false, reseller: true, dealer: false } }, forwarded: [] });
    await bff.send(savePolicy, "PUT", "/api/security/policy", { admin: false, manager: false, reseller: false, dealer: false });
  });
});

describe("the sign-in's second step", () => {
  const account = { role: "manager" as const, name: "manager" };
  const post = (id: string | null, body: unknown, address = "192.0.2.1") =>
    secondFactor(
      new NextRequest(`${PANEL}/api/auth/second-factor`, {
        method: "POST",
        headers: {
          origin: PANEL,
          "content-type": "application/json",
          "x-panel-request": "1",
          [PEER_ADDRESS_HEADER]: address,
          ...(id ? { cookie: `panel-2fa=${id}` } : {}),
        },
        body: JSON.stringify(body),
      }),
    );

  it("starts the session with a right code, once; a wrong code is 401 and starts nothing", async () => {
    const secret = newTotpSecret();
    await saveTotp(account, secret, 0);
    const id = await createPending({ token: "tok-manager", ...account }, "manager", "verify");

    const noCookie = await post(null, { code: "123456" });
    expect([noCookie.status, await noCookie.json()]).toEqual([401, { message: TWO_FACTOR_MESSAGES.notPending, ended: true }]);
    const code = await generate({ secret });
    const wrong = await post(id, { code: code === "000000" ? "000001" : "000000" });
    expect([wrong.status, await wrong.json()]).toEqual([401, { message: TWO_FACTOR_MESSAGES.wrongCode }]);
    expect(started).toEqual([]);

    const right = await post(id, { code });
    expect([right.status, await right.json()]).toEqual([200, { role: "manager", name: "manager", expiresAt: 1_900_000_000_000 }]);
    expect(started).toEqual([{ token: "tok-manager", role: "manager", name: "manager" }]);
    expect(right.headers.get("set-cookie")).toMatch(/panel-2fa=;.*Max-Age=0/i);
    // The pending sign-in is spent: the same cookie and a code again start nothing.
    const again = await post(id, { code: (await replaceRecoveryCodes(account))[0] });
    expect(again.status).toBe(401);
    expect(started).toHaveLength(1);
  });

  it("counts wrong codes in the sign-in throttle, with the address and the login typed: the fourth waits", async () => {
    await saveTotp(account, newTotpSecret(), 0);
    const id = await createPending({ token: "tok-2", ...account }, "manager-slow", "verify");
    const answers = [];
    for (let i = 0; i < 4; i++) {
      const answer = await post(id, { code: "abcde-fghij" }, "192.0.2.50");
      answers.push([answer.status, (await answer.json()).message, answer.headers.get("retry-after")]);
    }
    expect(answers).toEqual([
      ...Array(3).fill([401, TWO_FACTOR_MESSAGES.wrongCode, null]),
      [429, "Too many failed sign-in attempts. Try again in 1 second.", "1"],
    ]);
    expect(started).toHaveLength(1);
  });

  it("ends the pending sign-in at the fifth wrong code, from whatever address, and gives its upstream token back", async () => {
    await saveTotp(account, newTotpSecret(), 0);
    const signedIn = await fetch(`${bff.up.url}/authenticate`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ login_username: "manager", login_password: "manager1234", g_recaptcha_response: "" }),
    });
    const { token } = (await signedIn.json()) as { token: string };
    const id = await createPending({ token, ...account }, "manager-five", "verify");
    const bodies: unknown[] = [];
    for (let i = 0; i < 5; i++) bodies.push(await (await post(id, { code: "abcde-fghij" }, `198.51.100.${i}`)).json());
    expect(bodies).toEqual([...Array(4).fill({ message: TWO_FACTOR_MESSAGES.wrongCode }), { message: TWO_FACTOR_MESSAGES.notPending, ended: true }]);
    expect((await fetch(`${bff.up.url}/superreseller/credits?token=${encodeURIComponent(token)}`)).status).toBe(401);
  });
});

describe("a parent's reset", () => {
  it("resets a dealer of the reseller's own; one outside its subtree is not found and keeps its factor", async () => {
    const own = { role: "dealer" as const, name: "dealer_ny" };
    const other = { role: "dealer" as const, name: "bw_miami" };
    await saveTotp(own, newTotpSecret(), 0);
    await saveTotp(other, newTotpSecret(), 0);
    bff.signIn("reseller");
    const reset = await bff.send(
      resetTwoFactor,
      "POST",
      "/api/accounts/dealers/dealer_ny/two-factor-reset",
      {},
      { params: { kind: "dealers", name: "dealer_ny" } },
    );
    expect(reset).toMatchObject({ status: 200, body: { reset: true } });
    // Only reads went upstream: the account (the subtree check), nothing written there.
    expect(reset.forwarded.every((call) => call.startsWith("GET "))).toBe(true);
    expect(reset.forwarded.join()).toContain("dealer_ny");
    expect(await factorSummary(own)).toEqual(noFactors);

    const outside = await bff.send(
      resetTwoFactor,
      "POST",
      "/api/accounts/dealers/bw_miami/two-factor-reset",
      {},
      { params: { kind: "dealers", name: "bw_miami" } },
    );
    expect([403, 404]).toContain(outside.status);
    expect((await factorSummary(other)).totp).not.toBeNull();
  });

  it("a dealer may reset nobody's", async () => {
    bff.signIn("dealer");
    const answer = await bff.send(
      resetTwoFactor,
      "POST",
      "/api/accounts/dealers/dealer_ny/two-factor-reset",
      {},
      { params: { kind: "dealers", name: "dealer_ny" } },
    );
    expect(answer).toEqual({ status: 403, body: { message: "Not allowed for your role" }, forwarded: [] });
  });
});
