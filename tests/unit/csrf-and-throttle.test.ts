import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { csrfRejection, PANEL_HEADER } from "@/lib/api/csrf";
import { clientAddress, PEER_ADDRESS_HEADER, trustedProxyHops } from "@/lib/auth/client-address";
import { reserveAttempt, resetLoginThrottle, retryAfterMs, THROTTLE, throttleMessage } from "@/lib/auth/login-throttle";
import { closePanelStoreForTests, panelStore } from "@/lib/store";
import { freshPgliteDir } from "../support/fresh-pglite";
import { panelDatabaseForFile, panelTestServer } from "../support/panel-database";

const panelDatabase = panelDatabaseForFile();
/** The panel's store for the throttle: an embedded one of this file's own, or a PostgreSQL database of its own. */
const STORES: [string, () => Promise<Record<string, string>>][] = [
  ["embedded PGlite", async () => ({ PANEL_STORE_DIR: freshPgliteDir() })],
  ...(panelTestServer
    ? [
        ["PostgreSQL", async () => ({ PANEL_DATABASE_URL: await panelDatabase(), PANEL_SECRET_KEY: "a-test-secret-key-that-is-long-enough-0123" })] as [
          string,
          () => Promise<Record<string, string>>,
        ],
      ]
    : []),
];

const good = { origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000", "content-type": "application/json", [PANEL_HEADER]: "1" };
const post = (headers: Record<string, string>) => new Request("http://127.0.0.1:3000/api/credits", { method: "POST", headers });

describe("csrfRejection", () => {
  it("lets GET through untouched", () => {
    expect(csrfRejection(new Request("http://127.0.0.1:3000/api/credits"))).toBeNull();
  });

  it("accepts a same-origin JSON request with the panel header", () => {
    expect(csrfRejection(post(good))).toBeNull();
    expect(csrfRejection(post({ ...good, "sec-fetch-site": "same-origin" }))).toBeNull();
  });

  it.each([
    ["another origin", { ...good, origin: "https://evil.example" }],
    ["a cross-site fetch", { ...good, "sec-fetch-site": "cross-site" }],
    ["no origin at all", { host: good.host, "content-type": "application/json", [PANEL_HEADER]: "1" }],
    ["a form post", { ...good, "content-type": "application/x-www-form-urlencoded" }],
    ["no panel header", { origin: good.origin, host: good.host, "content-type": "application/json" }],
  ])("refuses %s", (_label, headers) => {
    expect(csrfRejection(post(headers as Record<string, string>))).not.toBeNull();
  });
});

describe.each(STORES)("login throttle on %s", (_, env) => {
  beforeAll(async () => {
    for (const [name, value] of Object.entries(await env())) vi.stubEnv(name, value);
    await closePanelStoreForTests();
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await closePanelStoreForTests();
  });
  beforeEach(async () => {
    // Each test starts with no counts (the rows of the one before are live at the same fake time).
    await (await panelStore()).query("DELETE FROM login_throttle");
    vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"] });
    vi.setSystemTime(1_000_000_000);
    resetLoginThrottle();
  });
  afterEach(() => vi.useRealTimers());

  const wait = (address: string, login: string) => retryAfterMs(address, login);
  /** One attempt that the upstream refuses: reserved, then settled as a failure. */
  async function fail(address: string, login: string) {
    const attempt = await reserveAttempt(address, login);
    expect(attempt.ok).toBe(true);
    if (attempt.ok) await attempt.settle("failure");
  }

  it("slows one address and login down from the 3rd attempt, then blocks the pair at the 10th", async () => {
    await fail("1.2.3.4", "dealer");
    await fail("1.2.3.4", "dealer");
    expect(await wait("1.2.3.4", "dealer")).toBe(0);
    const delays: number[] = [];
    for (let failure = 3; failure <= 9; failure++) {
      await fail("1.2.3.4", "dealer");
      const ms = await wait("1.2.3.4", " Dealer ");
      delays.push(Math.round(ms / 1000));
      // Too soon: refused, and not counted.
      expect(await reserveAttempt("1.2.3.4", "dealer")).toEqual({ ok: false, retryAfterMs: ms });
      vi.advanceTimersByTime(ms);
      expect(await wait("1.2.3.4", "dealer")).toBe(0);
    }
    expect(delays).toEqual([1, 2, 4, 8, 16, 32, 60]);
    // The 10th within 15 minutes never reaches the upstream, and blocks the pair.
    const tenth = await reserveAttempt("1.2.3.4", "dealer");
    expect(tenth.ok).toBe(false);
    expect(await wait("1.2.3.4", "dealer")).toBeGreaterThan(14 * 60_000);
    // Only that pair: the same login from elsewhere, and another login from here, may still try.
    expect(await wait("5.6.7.8", "dealer")).toBe(0);
    expect(await wait("1.2.3.4", "admin")).toBe(0);
    vi.advanceTimersByTime(15 * 60_000);
    expect(await wait("1.2.3.4", "dealer")).toBe(0);
  });

  it("keeps its counts in the panel's store: fresh limiters (another instance, a restart) see them", async () => {
    for (let i = 0; i < THROTTLE.slowAfter; i++) await fail("1.2.3.4", "dealer");
    const waiting = await wait("1.2.3.4", "dealer");
    expect(waiting).toBeGreaterThan(0);
    resetLoginThrottle();
    expect(await wait("1.2.3.4", "dealer")).toBe(waiting);
  });

  it("never locks a login for everyone, whatever the number of addresses failing on it", async () => {
    for (let i = 0; i < 200; i++) await fail(`10.0.${i >> 8}.${i & 255}`, "admin");
    expect(await wait("192.0.2.1", "admin")).toBe(0);
    expect((await reserveAttempt("192.0.2.1", "admin")).ok).toBe(true);
  });

  it("lets an address make 29 attempts within 15 minutes, whatever the logins; the 30th is refused and blocks it", async () => {
    for (let i = 0; i < 29; i++) await fail("1.2.3.4", `user${i}`);
    expect(await wait("1.2.3.4", "someone")).toBe(0);
    expect((await reserveAttempt("1.2.3.4", "user29")).ok).toBe(false);
    expect(await wait("1.2.3.4", "someone")).toBeGreaterThan(14 * 60_000);
    expect(await wait("1.2.3.5", "someone")).toBe(0);
  });

  it("forgets a pair's failures and slow-down after a success, and gives the address its attempt back", async () => {
    for (let i = 0; i < 3; i++) await fail("1.2.3.4", "dealer");
    expect(await wait("1.2.3.4", "dealer")).toBeGreaterThan(0);
    vi.advanceTimersByTime(1_000);
    const attempt = await reserveAttempt("1.2.3.4", "dealer");
    expect(attempt.ok).toBe(true);
    if (attempt.ok) await attempt.settle("success");
    expect(await wait("1.2.3.4", "dealer")).toBe(0);
    // The address counts the 3 failures, not the success: 26 more attempts may come from it.
    for (let i = 0; i < 26; i++) await fail("1.2.3.4", `user${i}`);
    expect((await reserveAttempt("1.2.3.4", "one-more")).ok).toBe(false);
  });

  it("gives a cancelled attempt back (the upstream never judged it)", async () => {
    for (let i = 0; i < 2; i++) {
      const attempt = await reserveAttempt("1.2.3.4", "dealer");
      if (attempt.ok) await attempt.settle("cancelled");
    }
    await fail("1.2.3.4", "dealer");
    await fail("1.2.3.4", "dealer");
    expect(await wait("1.2.3.4", "dealer")).toBe(0);
  });

  it("lets at most 3 of a parallel burst on one login, and 29 of a burst over many logins, through", async () => {
    const burst = await Promise.all(Array.from({ length: 40 }, () => reserveAttempt("1.2.3.4", "dealer")));
    expect(burst.filter((attempt) => attempt.ok)).toHaveLength(THROTTLE.slowAfter);
    const spread = await Promise.all(Array.from({ length: 40 }, (_, i) => reserveAttempt("9.9.9.9", `user${i}`)));
    expect(spread.filter((attempt) => attempt.ok)).toHaveLength(THROTTLE.addressFailures - 1);
  });

  it("says how long to wait", () => {
    expect(throttleMessage(14 * 60_000 + 1)).toBe("Too many failed sign-in attempts. Try again in 15 minutes.");
    expect(throttleMessage(60_000)).toBe("Too many failed sign-in attempts. Try again in 1 minute.");
    expect(throttleMessage(1_500)).toBe("Too many failed sign-in attempts. Try again in 2 seconds.");
    expect(throttleMessage(10)).toBe("Too many failed sign-in attempts. Try again in 1 second.");
  });
});

describe.each(STORES.filter(([name]) => name === "PostgreSQL"))("login throttle shared by the instances on %s", (_, env) => {
  afterEach(async () => {
    vi.unstubAllEnvs();
    resetLoginThrottle();
    await closePanelStoreForTests();
  });

  it("lets at most 3 of a parallel burst through, counted once for every instance", async () => {
    for (const [name, value] of Object.entries(await env())) vi.stubEnv(name, value);
    await closePanelStoreForTests();
    resetLoginThrottle();
    const address = `198.18.${Date.now() % 250}.${Math.floor(Math.random() * 250)}`;
    const burst = await Promise.all(Array.from({ length: 40 }, () => reserveAttempt(address, "burst-login")));
    expect(burst.filter((attempt) => attempt.ok)).toHaveLength(THROTTLE.slowAfter);
    // Another instance (fresh limiters, its own connections to the same PostgreSQL) sees the same counts.
    resetLoginThrottle();
    await closePanelStoreForTests();
    expect(await retryAfterMs(address, "burst-login")).toBeGreaterThan(14 * 60_000);
  });
});

describe("the client address", () => {
  const headers = (entries: Record<string, string>) => new Headers(entries);

  it("is the socket's with no trusted proxy, whatever X-Forwarded-For says", () => {
    expect(clientAddress(headers({ [PEER_ADDRESS_HEADER]: "203.0.113.9", "x-forwarded-for": "1.1.1.1, 2.2.2.2" }), 0)).toBe("203.0.113.9");
    expect(clientAddress(headers({ [PEER_ADDRESS_HEADER]: "203.0.113.9" }), 0)).toBe("203.0.113.9");
  });

  it("behind N proxies, is the entry the outermost one appended; what the caller wrote is never used", () => {
    // caller forged 6.6.6.6; the outer proxy saw 198.51.100.7 and appended it; the inner one is the peer
    const chain = headers({ [PEER_ADDRESS_HEADER]: "10.0.0.2", "x-forwarded-for": "6.6.6.6, 198.51.100.7, 10.0.0.1" });
    expect(clientAddress(chain, 1)).toBe("10.0.0.1");
    expect(clientAddress(chain, 2)).toBe("198.51.100.7");
    expect(clientAddress(headers({ [PEER_ADDRESS_HEADER]: "10.0.0.1", "x-forwarded-for": "198.51.100.7" }), 1)).toBe("198.51.100.7");
    // More hops configured than the chain has: the leftmost entry, never beyond it.
    expect(clientAddress(headers({ [PEER_ADDRESS_HEADER]: "10.0.0.1" }), 3)).toBe("10.0.0.1");
  });

  it("reads TRUSTED_PROXY_HOPS, default none", () => {
    const saved = process.env.TRUSTED_PROXY_HOPS;
    delete process.env.TRUSTED_PROXY_HOPS;
    expect(trustedProxyHops()).toBe(0);
    process.env.TRUSTED_PROXY_HOPS = "2";
    expect(trustedProxyHops()).toBe(2);
    // A bad value stops the start (lib/settings, instrumentation.ts), no longer read as 0.
    process.env.TRUSTED_PROXY_HOPS = "-1";
    expect(() => trustedProxyHops()).toThrow(/TRUSTED_PROXY_HOPS must be a whole number/);
    if (saved === undefined) delete process.env.TRUSTED_PROXY_HOPS;
    else process.env.TRUSTED_PROXY_HOPS = saved;
  });
});
