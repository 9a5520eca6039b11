// REDIS_URL names a Redis that is down (a closed port) or hangs (a socket that never answers):
// sign-in still works on this instance's memory (the throttle counts, the captcha replay guard
// refuses a second use), the log says so once, and a call that spends credits is refused before
// anything is sent. Not a timing test: what matters is that every call resolves through the
// fallback rather than waiting on Redis (commands fail at once without the offline queue).
import { createServer, type Server } from "node:net";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { reserveAttempt, resetLoginThrottle, retryAfterMs, THROTTLE } from "@/lib/auth/login-throttle";
import { createChallenge, verifyCaptcha } from "@/lib/captcha/altcha";
import { IntentStoreUnavailable, resetIntentStoreForTests, runOnce } from "@/lib/intents";
import { RedisIntentStore } from "@/lib/intents/redis-store";
import { currentIntentStore } from "@/lib/intents/current-store";
import { resetSharedRedisForTests } from "@/lib/store/redis";
import { captureLog, type CapturedLog } from "../support/log-capture";

async function solvedPayload(): Promise<string> {
  const challenge = await createChallenge();
  const solution = await solveChallenge({ challenge, deriveKey });
  const { parameters, signature } = challenge;
  return btoa(JSON.stringify({ challenge: { parameters, signature }, solution }));
}

describe.each([
  ["down (a closed port)", false],
  ["hanging (never answers)", true],
])("sign-in when Redis is %s", (_, hangs) => {
  const server: Server = createServer((socket) => socket.on("data", () => undefined));
  let logged: CapturedLog;
  beforeAll(async () => {
    const port = await new Promise<number>((resolve) => {
      server.listen(0, "127.0.0.1", () => {
        const { port } = server.address() as { port: number };
        if (hangs) resolve(port);
        else server.close(() => resolve(port));
      });
    });
    vi.stubEnv("REDIS_URL", `redis://127.0.0.1:${port}`);
    vi.stubEnv("ALTCHA_HMAC_KEY", "test-altcha-key");
    resetSharedRedisForTests();
    resetLoginThrottle();
    resetIntentStoreForTests();
    logged = captureLog();
  });
  afterAll(() => {
    logged.restore();
    resetSharedRedisForTests();
    resetLoginThrottle();
    resetIntentStoreForTests();
    vi.unstubAllEnvs();
    if (server.listening) server.close();
  });

  it("throttles in this instance's memory", async () => {
    expect(await retryAfterMs("198.51.100.9", "bob")).toBe(0);
    for (let i = 0; i < THROTTLE.slowAfter; i++) {
      const attempt = await reserveAttempt("198.51.100.9", "bob");
      expect(attempt.ok).toBe(true);
      if (attempt.ok) await attempt.settle("failure");
    }
    expect(await retryAfterMs("198.51.100.9", "bob")).toBeGreaterThan(0);
    expect(await retryAfterMs("198.51.100.9", "alice")).toBe(0);
  });

  it("spends a captcha once in this instance's memory", async () => {
    const payload = await solvedPayload();
    expect(await verifyCaptcha(payload)).toBe(true);
    expect(await verifyCaptcha(payload)).toBe(false);
  });

  it("refuses a call that spends credits, and sends nothing", async () => {
    expect(currentIntentStore()).toBeInstanceOf(RedisIntentStore);
    const send = vi.fn(async () => ({ kind: "done" as const, status: 200, body: {} }));
    await expect(runOnce({ key: "redis-down-1", caller: "reseller:bob", payload: {} }, send)).rejects.toBeInstanceOf(IntentStoreUnavailable);
    expect(send).not.toHaveBeenCalled();
  });

  it("logged the fallback once, with a timestamp", () => {
    const fallback = logged.lines.filter((line) => /redis unreachable/.test(line.msg));
    expect(fallback).toEqual([expect.objectContaining({ level: "warn", time: expect.any(String) })]);
  });
});
