// What sign-in protection and spending do when a store is away. The panel's store unreachable
// (PANEL_DATABASE_URL naming a closed port): sign-in still works on this instance's memory (the
// throttle counts, the captcha replay guard refuses a second use), and a call that spends credits
// is refused before anything is sent. A Redis that is down or hangs (REDIS_URL) no longer touches
// either: they live in the panel's store. Not a timing test: every call resolves, none waits on the
// store that is away.
import { createServer, type Server } from "node:net";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { reserveAttempt, resetLoginThrottle, retryAfterMs, THROTTLE } from "@/lib/auth/login-throttle";
import { createChallenge, verifyCaptcha } from "@/lib/captcha/altcha";
import { IntentStoreUnavailable, resetIntentStoreForTests, runOnce } from "@/lib/intents";
import { closePanelStoreForTests, panelStore } from "@/lib/store";
import { resetSharedRedisForTests } from "@/lib/store/redis";
import { captureLog, type CapturedLog } from "../support/log-capture";
import { freshPgliteDir } from "../support/fresh-pglite";

async function solvedPayload(): Promise<string> {
  const challenge = await createChallenge();
  const solution = await solveChallenge({ challenge, deriveKey });
  const { parameters, signature } = challenge;
  return btoa(JSON.stringify({ challenge: { parameters, signature }, solution }));
}

/** A port that refuses connections (closed), or accepts and never answers (hangs). */
async function deadPort(server: Server, hangs: boolean): Promise<number> {
  return new Promise<number>((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      if (hangs) resolve(port);
      else server.close(() => resolve(port));
    });
  });
}

async function failThrice(address: string, login: string) {
  for (let i = 0; i < THROTTLE.slowAfter; i++) {
    const attempt = await reserveAttempt(address, login);
    expect(attempt.ok).toBe(true);
    if (attempt.ok) await attempt.settle("failure");
  }
}

describe("sign-in and spending when the panel's store cannot be reached", () => {
  const server = createServer();
  let logged: CapturedLog;
  beforeAll(async () => {
    vi.stubEnv("PANEL_DATABASE_URL", `postgres://panel@127.0.0.1:${await deadPort(server, false)}/panel`);
    vi.stubEnv("PANEL_SECRET_KEY", "a-test-secret-key-that-is-long-enough-0123");
    vi.stubEnv("ALTCHA_HMAC_KEY", "test-altcha-key");
    await closePanelStoreForTests();
    resetLoginThrottle();
    resetIntentStoreForTests();
    logged = captureLog();
  });
  afterAll(async () => {
    logged.restore();
    resetLoginThrottle();
    vi.unstubAllEnvs();
    await closePanelStoreForTests();
  });

  it("throttles in this instance's memory", async () => {
    await expect(panelStore()).rejects.toThrow(/cannot be reached/);
    expect(await retryAfterMs("198.51.100.9", "bob")).toBe(0);
    await failThrice("198.51.100.9", "bob");
    expect(await retryAfterMs("198.51.100.9", "bob")).toBeGreaterThan(0);
    expect(await retryAfterMs("198.51.100.9", "alice")).toBe(0);
  });

  it("spends a captcha once in this instance's memory, and says so in the log", async () => {
    const payload = await solvedPayload();
    expect(await verifyCaptcha(payload)).toBe(true);
    expect(await verifyCaptcha(payload)).toBe(false);
    expect(logged.lines).toContainEqual(expect.objectContaining({ level: "warn", msg: expect.stringMatching(/captcha: the panel store failed/) }));
  });

  it("refuses a call that spends credits, and sends nothing", async () => {
    const send = vi.fn(async () => ({ kind: "done" as const, status: 200, body: {} }));
    await expect(runOnce({ key: "store-down-1", caller: "reseller:bob", payload: {} }, send)).rejects.toBeInstanceOf(IntentStoreUnavailable);
    expect(send).not.toHaveBeenCalled();
  });
});

describe.each([
  ["down (a closed port)", false],
  ["hanging (never answers)", true],
])("sign-in and spending when Redis is %s", (_, hangs) => {
  const server: Server = createServer((socket) => socket.on("data", () => undefined));
  beforeAll(async () => {
    vi.stubEnv("REDIS_URL", `redis://127.0.0.1:${await deadPort(server, hangs)}`);
    vi.stubEnv("PANEL_STORE_DIR", freshPgliteDir());
    vi.stubEnv("ALTCHA_HMAC_KEY", "test-altcha-key");
    resetSharedRedisForTests();
    resetLoginThrottle();
    resetIntentStoreForTests();
  });
  afterAll(async () => {
    resetSharedRedisForTests();
    resetLoginThrottle();
    vi.unstubAllEnvs();
    await closePanelStoreForTests();
    if (server.listening) server.close();
  });

  it("throttle in the panel's store", async () => {
    await failThrice("198.51.100.10", "bob");
    expect(await retryAfterMs("198.51.100.10", "bob")).toBeGreaterThan(0);
    const rows = await (await panelStore()).query<{ key: string }>("SELECT key FROM login_throttle ORDER BY key");
    expect(rows.map((row) => row.key)).toEqual(expect.arrayContaining(["panel-login:pair:198.51.100.10|bob", "panel-login:address:198.51.100.10"]));
  });

  it("spend a captcha once, in the panel's store", async () => {
    const payload = await solvedPayload();
    expect(await verifyCaptcha(payload)).toBe(true);
    expect(await verifyCaptcha(payload)).toBe(false);
    expect(await (await panelStore()).query("SELECT nonce FROM captcha_spent")).toHaveLength(1);
  });

  it("send a call that spends credits once", async () => {
    const send = vi.fn(async () => ({ kind: "done" as const, status: 200, body: { credits: 1 } }));
    const intent = { key: `redis-down-${hangs}`, caller: "reseller:bob", payload: {} };
    expect(await runOnce(intent, send)).toMatchObject({ kind: "done", replayed: false });
    expect(await runOnce(intent, send)).toMatchObject({ kind: "done", replayed: true });
    expect(send).toHaveBeenCalledTimes(1);
  });
});
