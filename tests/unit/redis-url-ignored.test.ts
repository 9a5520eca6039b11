// The panel keeps nothing in Redis: a REDIS_URL left set in an environment (here, a listener of the
// test's own that counts every connection it is offered) is never connected to. A session is
// registered, checked and ended, failed sign-ins are throttled, a captcha is spent once and a
// spend is sent once, all in the panel's store; the background checks name the upstream and the
// store only; and not one connection reaches that address.
import { createServer, type Server } from "node:net";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { reserveAttempt, resetLoginThrottle, retryAfterMs, THROTTLE } from "@/lib/auth/login-throttle";
import { createChallenge, verifyCaptcha } from "@/features/sign-in/captcha/altcha";
import { refreshDependencies, resetDependenciesForTests } from "@/lib/dependencies";
import { resetIntentStoreForTests, runOnce } from "@/lib/intents";
import { endSessions, isRegistered, newSessionId, registerSession } from "@/lib/session-registry";
import { resetSessionRegistryForTests } from "@/lib/session-registry/current";
import { closePanelStoreForTests, panelStore } from "@/lib/store";
import { captureLog, type CapturedLog } from "../support/log-capture";
import { freshPgliteDir } from "../support/fresh-pglite";

const listener: Server = createServer((socket) => socket.destroy());
let connections = 0;
listener.on("connection", () => connections++);
let logged: CapturedLog;

/** A port that refuses connections: the upstream the dependency check may not reach. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  vi.stubEnv("REDIS_URL", `redis://127.0.0.1:${(listener.address() as { port: number }).port}/0`);
  vi.stubEnv("PANEL_STORE_DIR", freshPgliteDir());
  vi.stubEnv("ALTCHA_HMAC_KEY", "test-altcha-key");
  vi.stubEnv("UPSTREAM_URL", `http://127.0.0.1:${await closedPort()}`);
  await closePanelStoreForTests();
  resetSessionRegistryForTests();
  resetLoginThrottle();
  resetIntentStoreForTests();
  resetDependenciesForTests();
  logged = captureLog();
});

afterAll(async () => {
  logged.restore();
  resetSessionRegistryForTests();
  resetLoginThrottle();
  resetIntentStoreForTests();
  resetDependenciesForTests();
  vi.unstubAllEnvs();
  await closePanelStoreForTests();
  await new Promise((resolve) => listener.close(resolve));
});

it("keeps sessions, the throttle, spent captchas and spends in the panel's store, and never connects to REDIS_URL", async () => {
  const now = Date.now();
  const session = {
    id: newSessionId(),
    accountId: "id-dealer-heidi",
    account: "heidi",
    role: "dealer",
    startedAt: now,
    lastUsedAt: now,
    expiresAt: now + 3_600_000,
    browser: "Chrome 131 on Linux",
    address: "192.0.2.7",
  };
  const claim = { sid: session.id, accountId: session.accountId, name: session.account, role: session.role };
  await registerSession(session);
  expect(await isRegistered(claim)).toBe(true);
  const store = await panelStore();
  expect(await store.query("SELECT id FROM session_registry WHERE id = $1", [session.id])).toHaveLength(1);
  expect(await endSessions(session, [session.id])).toEqual([session.id]);
  expect(await isRegistered(claim)).toBe(false);

  for (let i = 0; i < THROTTLE.slowAfter; i++) {
    const attempt = await reserveAttempt("198.51.100.11", "heidi");
    expect(attempt.ok).toBe(true);
    if (attempt.ok) await attempt.settle("failure");
  }
  expect(await retryAfterMs("198.51.100.11", "heidi")).toBeGreaterThan(0);
  expect(await store.query("SELECT key FROM login_throttle WHERE key = $1", ["panel-login:pair:198.51.100.11|heidi"])).toHaveLength(1);

  const challenge = await createChallenge();
  const solution = await solveChallenge({ challenge, deriveKey });
  const payload = btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }));
  expect(await verifyCaptcha(payload)).toBe(true);
  expect(await verifyCaptcha(payload)).toBe(false);
  expect(await store.query("SELECT nonce FROM captcha_spent")).toHaveLength(1);

  const send = vi.fn(async () => ({ kind: "done" as const, status: 200, body: { credits: 1 } }));
  const intent = { key: "redis-url-left-set", caller: "dealer:heidi", payload: {} };
  expect(await runOnce(intent, send)).toMatchObject({ kind: "done", replayed: false });
  expect(await runOnce(intent, send)).toMatchObject({ kind: "done", replayed: true });
  expect(send).toHaveBeenCalledTimes(1);

  // What /api/health reports: the upstream (away here) and the store, no third part.
  expect((await refreshDependencies()).checks).toEqual({ upstream: "unreachable", store: "ok" });

  expect(connections).toBe(0);
  expect(logged.text.filter((line) => /redis/i.test(line))).toEqual([]);
});
