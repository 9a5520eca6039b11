// The second factor's BFF handlers, called as Next calls them, on an in-memory panel
// store: each answer's exact shape, the session, role and CSRF checks, zod's refusals with
// nothing changed, the sign-in's second step (the code spent once, wrong ones counted, the
// session started only then), a new factor or a removal only with a current code, every code try
// counted by the sign-in throttle (guessing meets 429), and a parent's reset limited to its own
// subtree by the upstream, ending the account's sessions.
import { generate } from "otplib";
import { NextRequest } from "next/server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as secondFactor } from "@/features/security/server/routes/sign-in-second-factor";
import { POST as resetTwoFactor } from "@/features/accounts/server/routes/account-two-factor-reset";
import { GET as getSecurity } from "@/features/security/server/routes/security";
import { PUT as savePolicy } from "@/features/security/server/routes/policy";
import { POST as recoveryCodesPOST } from "@/features/security/server/routes/recovery-codes";
import { POST as removeFactor } from "@/features/security/server/routes/remove";
import { POST as passkeyOptions } from "@/features/security/server/routes/passkey-options";
import { POST as startTotp } from "@/features/security/server/routes/totp";
import { POST as confirmTotp } from "@/features/security/server/routes/totp-confirm";
import { PEER_ADDRESS_HEADER } from "@/lib/auth/client-address";
import { resetLoginThrottle } from "@/lib/auth/login-throttle";
import { bindAccount } from "@/lib/identity/accounts";
import { CURRENT_CODE_REQUIRED } from "@/lib/schemas/owner-proof";
import { isRegistered, newSessionId, registerSession } from "@/lib/session-registry";
import { TWO_FACTOR_MESSAGES } from "@/lib/schemas/two-factor";
import { SESSION_ENDED_MESSAGE } from "@/lib/session/messages";
import { closePanelStoreForTests, panelStore } from "@/lib/store";
import { factorSummary, replaceRecoveryCodes, saveTotp } from "@/features/security/two-factor/factors";
import { createPending } from "@/lib/two-factor/pending";
import { newTotpSecret } from "@/features/security/two-factor/totp";
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
/** The harness's signed-in dealer (bff/support.ts: identity `test-dealer`). */
const signedInDealer = { id: "test-dealer", role: "dealer" as const, name: "dealer" };
/** A sub-account's identity, bound as its first sign-in would. */
const identity = async (role: "dealer" | "reseller", name: string) => ({ id: await bindAccount(role, name), role, name });

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
    expect((await factorSummary(signedInDealer)).totp).toBeNull();

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
    expect((await factorSummary(signedInDealer)).totp).not.toBeNull();
    const removed = await bff.send(removeFactor, "POST", "/api/security/remove", { factor: { kind: "totp" }, code: confirmed.body.recoveryCodes[0] });
    expect(removed).toEqual({ status: 200, body: { removed: true }, forwarded: [] });
    expect((await factorSummary(signedInDealer)).totp).toBeNull();
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

describe("changing a factor takes the second factor", () => {
  // The throttle's counts live in the panel store: each test starts from none.
  const freshThrottle = async () => {
    resetLoginThrottle();
    await (await panelStore()).query("DELETE FROM login_throttle");
  };
  beforeEach(freshThrottle);
  afterEach(freshThrottle);
  const wrongOf = (code: string) => (code === "000000" ? "000001" : "000000");

  it("a new authenticator app or passkey on an account with a factor needs a current code; the first one does not", async () => {
    bff.signIn("reseller");
    const reseller = { id: "test-reseller", role: "reseller" as const, name: "reseller" };
    // No factor yet: the first is set up without a code.
    expect((await bff.send(passkeyOptions, "POST", "/api/security/passkeys/options", {})).status).toBe(200);
    const secret = newTotpSecret();
    await saveTotp(reseller, secret, 0);
    const codes = await replaceRecoveryCodes(reseller);

    for (const [handler, path] of [
      [startTotp, "/api/security/totp"],
      [passkeyOptions, "/api/security/passkeys/options"],
    ] as const) {
      expect(await bff.send(handler, "POST", path, {})).toEqual({ status: 422, body: { message: CURRENT_CODE_REQUIRED, field: "code" }, forwarded: [] });
      const wrong = await bff.send(handler, "POST", path, { code: wrongOf(await generate({ secret })) });
      expect(wrong).toEqual({ status: 422, body: { message: TWO_FACTOR_MESSAGES.wrongCode, field: "code" }, forwarded: [] });
    }
    const replaced = await bff.send(startTotp, "POST", "/api/security/totp", { code: codes[0] });
    expect(replaced.status).toBe(200);
    expect(Object.keys(replaced.body).sort()).toEqual(["qrCode", "secret", "uri"]);
    const passkey = await bff.send(passkeyOptions, "POST", "/api/security/passkeys/options", { code: await generate({ secret }) });
    expect(passkey.status).toBe(200);
    expect(passkey.body.challenge).toEqual(expect.any(String));
  });

  it.each([
    ["/api/security/remove", removeFactor, (code: string) => ({ factor: { kind: "totp" }, code })],
    ["/api/security/recovery-codes", recoveryCodesPOST, (code: string) => ({ code })],
    ["/api/security/totp", startTotp, (code: string) => ({ code })],
  ] as const)("guessing codes at %s meets the sign-in throttle: 429, and even the right code waits", async (path, handler, body) => {
    bff.signIn("dealer");
    const secret = newTotpSecret();
    await saveTotp(signedInDealer, secret, 0);
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const guess = String(100_000 + i * 7919).slice(0, 6);
      const answer = await bff.send(handler, "POST", path, body(guess === (await generate({ secret })) ? "999999" : guess));
      statuses.push(answer.status);
      if (answer.status === 429) expect(answer.body.message).toMatch(/^Too many failed sign-in attempts/);
    }
    expect(statuses.slice(0, 3)).toEqual([422, 422, 422]);
    expect(statuses.slice(3)).toEqual(Array(5).fill(429));
    const right = await bff.send(handler, "POST", path, body(await generate({ secret })));
    expect(right.status).toBe(429);
    expect((await factorSummary(signedInDealer)).totp).not.toBeNull();
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
  const account = { id: "test-manager", role: "manager" as const, name: "manager" };
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
    const id = await createPending({ token: "tok-manager", accountId: account.id, ...account }, "manager", "verify");

    const noCookie = await post(null, { code: "123456" });
    expect([noCookie.status, await noCookie.json()]).toEqual([401, { message: TWO_FACTOR_MESSAGES.notPending, ended: true }]);
    const code = await generate({ secret });
    const wrong = await post(id, { code: code === "000000" ? "000001" : "000000" });
    expect([wrong.status, await wrong.json()]).toEqual([401, { message: TWO_FACTOR_MESSAGES.wrongCode }]);
    expect(started).toEqual([]);

    const right = await post(id, { code });
    expect([right.status, await right.json()]).toEqual([200, { role: "manager", name: "manager", expiresAt: 1_900_000_000_000 }]);
    expect(started).toEqual([{ token: "tok-manager", accountId: "test-manager", role: "manager", name: "manager" }]);
    expect(right.headers.get("set-cookie")).toMatch(/panel-2fa=;.*Max-Age=0/i);
    // The pending sign-in is spent: the same cookie and a code again start nothing.
    const again = await post(id, { code: (await replaceRecoveryCodes(account))[0] });
    expect(again.status).toBe(401);
    expect(started).toHaveLength(1);
  });

  it("counts wrong codes in the sign-in throttle, with the address and the login typed: the fourth waits", async () => {
    await saveTotp(account, newTotpSecret(), 0);
    const id = await createPending({ token: "tok-2", accountId: account.id, ...account }, "manager-slow", "verify");
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
    const id = await createPending({ token, accountId: account.id, ...account }, "manager-five", "verify");
    const bodies: unknown[] = [];
    for (let i = 0; i < 5; i++) bodies.push(await (await post(id, { code: "abcde-fghij" }, `198.51.100.${i}`)).json());
    expect(bodies).toEqual([...Array(4).fill({ message: TWO_FACTOR_MESSAGES.wrongCode }), { message: TWO_FACTOR_MESSAGES.notPending, ended: true }]);
    expect((await fetch(`${bff.up.url}/superreseller/credits?token=${encodeURIComponent(token)}`)).status).toBe(401);
  });
});

describe("a parent's reset", () => {
  it("resets a dealer of the reseller's own; one outside its subtree is not found and keeps its factor", async () => {
    const own = await identity("dealer", "dealer_ny");
    const other = await identity("dealer", "bw_miami");
    await saveTotp(own, newTotpSecret(), 0);
    await saveTotp(other, newTotpSecret(), 0);
    const now = Date.now();
    const session = (account: typeof own) => ({
      id: newSessionId(),
      accountId: account.id,
      account: account.name,
      role: account.role,
      startedAt: now,
      lastUsedAt: now,
      expiresAt: now + 3_600_000,
      browser: "Firefox 132 on Linux",
      address: "198.51.100.4",
    });
    const ownSession = session(own);
    const otherSession = session(other);
    await registerSession(ownSession);
    await registerSession(otherSession);
    const claim = (r: typeof ownSession) => ({ sid: r.id, accountId: r.accountId, name: r.account, role: r.role });
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
    // Whoever was signed in with the old factor is signed out too.
    expect(await isRegistered(claim(ownSession))).toBe(false);

    const outside = await bff.send(
      resetTwoFactor,
      "POST",
      "/api/accounts/dealers/bw_miami/two-factor-reset",
      {},
      { params: { kind: "dealers", name: "bw_miami" } },
    );
    expect([403, 404]).toContain(outside.status);
    expect((await factorSummary(other)).totp).not.toBeNull();
    expect(await isRegistered(claim(otherSession))).toBe(true);
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
