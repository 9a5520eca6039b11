// What sign-in protection and spending do when a store is away. The panel's store unreachable
// (PANEL_DATABASE_URL naming a closed port): sign-in still works on this instance's memory (the
// throttle counts, the captcha replay guard refuses a second use), and a call that spends credits
// is refused before anything is sent. Not a timing test: every call resolves, none waits on the
// store that is away.
import { createServer } from "node:net";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { reserveAttempt, resetLoginThrottle, retryAfterMs, THROTTLE } from "@/lib/auth/login-throttle";
import { createChallenge, verifyCaptcha } from "@/features/sign-in/captcha/altcha";
import { IntentStoreUnavailable, resetIntentStoreForTests, runOnce } from "@/lib/intents";
import { closePanelStoreForTests, panelStore } from "@/lib/store";
import { captureLog, type CapturedLog } from "../support/log-capture";

async function solvedPayload(): Promise<string> {
  const challenge = await createChallenge();
  const solution = await solveChallenge({ challenge, deriveKey });
  const { parameters, signature } = challenge;
  return btoa(JSON.stringify({ challenge: { parameters, signature }, solution }));
}

/** A port that refuses connections. */
async function closedPort(): Promise<number> {
  const server = createServer();
  return new Promise<number>((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
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
  let logged: CapturedLog;
  beforeAll(async () => {
    vi.stubEnv("PANEL_DATABASE_URL", `postgres://panel@127.0.0.1:${await closedPort()}/panel`);
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
