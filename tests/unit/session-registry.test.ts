// The session registry (lib/sessions): the same contract in the panel's store (embedded PGlite,
// PostgreSQL with PANEL_TEST_DATABASE_URL) and in Redis (TEST_REDIS_URL); a session is valid only
// while registered; "last used" is written at most once a minute; the browser's summary.
import Redis from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  browserSummary,
  endAccountSessions,
  endSessions,
  isRegistered,
  listSessions,
  newSessionId,
  registerSession,
  SessionRegistryUnavailable,
  type SessionRecord,
} from "@/lib/sessions";
import { resetSessionRegistryForTests } from "@/lib/sessions/current";
import type { SessionRegistry } from "@/lib/sessions/record";
import { RedisSessionRegistry } from "@/lib/sessions/redis-registry";
import { StoreSessionRegistry } from "@/lib/sessions/store-registry";
import { closePanelStoreForTests } from "@/lib/store";
import { REDIS_OPTIONS } from "@/lib/store/redis";
import { panelDatabaseForFile, panelTestServer } from "../support/panel-database";
import { freshPgliteDir } from "../support/fresh-pglite";

const HOUR = 3_600_000;
const panelDatabase = panelDatabaseForFile();

function record(account: string, role = "dealer", overrides: Partial<SessionRecord> = {}): SessionRecord {
  const now = Date.now();
  return {
    id: newSessionId(),
    account,
    role,
    startedAt: now,
    lastUsedAt: now,
    expiresAt: now + HOUR,
    browser: "Chrome 131 on Linux",
    address: "192.0.2.7",
    ...overrides,
  };
}

const cookieOf = (r: SessionRecord) => ({ sid: r.id, name: r.account, role: r.role });

type Backend = { name: string; skip: boolean; open(): Promise<SessionRegistry>; close(): Promise<void> };
let redis: Redis | undefined;
const BACKENDS: Backend[] = [
  {
    name: "the embedded store",
    skip: false,
    open: async () => {
      vi.stubEnv("PANEL_STORE_DIR", freshPgliteDir());
      return new StoreSessionRegistry(Infinity);
    },
    close: () => closePanelStoreForTests(),
  },
  {
    name: "a shared PostgreSQL store",
    skip: !panelTestServer,
    open: async () => {
      vi.stubEnv("PANEL_DATABASE_URL", await panelDatabase());
      vi.stubEnv("PANEL_SECRET_KEY", "a-test-secret-key-that-is-long-enough-0123");
      return new StoreSessionRegistry(5_000);
    },
    close: () => closePanelStoreForTests(),
  },
  {
    name: "Redis",
    skip: !process.env.TEST_REDIS_URL,
    open: async () => {
      redis = new Redis(process.env.TEST_REDIS_URL!, REDIS_OPTIONS);
      return new RedisSessionRegistry(redis);
    },
    close: async () => {
      redis?.disconnect();
      redis = undefined;
    },
  },
];

describe.each(BACKENDS)("the registry in $name", (backend) => {
  let registry: SessionRegistry;
  beforeAll(async () => {
    if (backend.skip) return;
    registry = await backend.open();
    resetSessionRegistryForTests(registry);
  });
  afterAll(async () => {
    if (backend.skip) return;
    resetSessionRegistryForTests();
    await backend.close();
    vi.unstubAllEnvs();
  });

  it.skipIf(backend.skip)("keeps a session valid only while registered: logout ends it at once", async () => {
    const mine = record(`alice-${backend.name}`);
    expect(await isRegistered(cookieOf(mine))).toBe(false);
    await registerSession(mine);
    expect(await isRegistered(cookieOf(mine))).toBe(true);
    // The same id under another account or role is not this session.
    expect(await isRegistered({ ...cookieOf(mine), name: "mallory" })).toBe(false);
    expect(await isRegistered({ ...cookieOf(mine), role: "admin" })).toBe(false);
    expect(await endSessions(mine, [mine.id])).toEqual([mine.id]);
    expect(await isRegistered(cookieOf(mine))).toBe(false);
    expect(await registry.get(mine.id)).toBeNull();
  });

  it.skipIf(backend.skip)("lists an account's live sessions, newest first, and ends only that account's", async () => {
    const account = `bob-${backend.name}`;
    const older = record(account, "reseller", { startedAt: Date.now() - 60_000 });
    const newer = record(account, "reseller");
    const expired = record(account, "reseller", { expiresAt: Date.now() - 1 });
    const otherRole = record(account, "dealer");
    const someoneElse = record(`carol-${backend.name}`, "reseller");
    for (const r of [older, newer, otherRole, someoneElse]) await registerSession(r);
    await registry.add({ ...expired, expiresAt: Date.now() + 50 });
    await new Promise((resolve) => setTimeout(resolve, 80));
    const owner = { account, role: "reseller" };
    expect((await listSessions(owner)).map((r) => r.id)).toEqual([newer.id, older.id]);
    expect(await listSessions(owner)).toEqual([newer, older]);
    // An id of another account is left alone.
    expect(await endSessions(owner, [someoneElse.id, older.id])).toEqual([older.id]);
    expect(await isRegistered(cookieOf(someoneElse))).toBe(true);
    expect(await endAccountSessions(owner, newer.id)).toBe(0);
    expect(await endAccountSessions(owner)).toBe(1);
    expect(await listSessions(owner)).toEqual([]);
    expect(await isRegistered(cookieOf(otherRole))).toBe(true);
  });

  it.skipIf(backend.skip)("writes 'last used' at most once a minute, and never brings an ended session back", async () => {
    const mine = record(`dave-${backend.name}`);
    await registerSession(mine);
    expect(await isRegistered(cookieOf(mine), mine.startedAt + 30_000)).toBe(true);
    expect((await registry.get(mine.id))?.lastUsedAt).toBe(mine.startedAt);
    expect(await isRegistered(cookieOf(mine), mine.startedAt + 61_000)).toBe(true);
    await expect.poll(async () => (await registry.get(mine.id))?.lastUsedAt).toBe(mine.startedAt + 61_000);
    await endSessions(mine, [mine.id]);
    await registry.touch(mine.id, mine.startedAt + 200_000);
    expect(await registry.get(mine.id)).toBeNull();
  });
});

describe.skipIf(!process.env.TEST_REDIS_URL)("with Redis, several instances", () => {
  afterEach(() => resetSessionRegistryForTests());

  it("refuse a session ended on another instance on their next request", async () => {
    const client = new Redis(process.env.TEST_REDIS_URL!, REDIS_OPTIONS);
    try {
      resetSessionRegistryForTests(new RedisSessionRegistry(client));
      const mine = record("erin");
      await registerSession(mine);
      expect(await isRegistered(cookieOf(mine))).toBe(true);
      // Another instance ends it: straight in Redis, this process is not told.
      await client.del(`panel-session:${mine.id}`);
      expect(await isRegistered(cookieOf(mine))).toBe(false);
    } finally {
      client.disconnect();
    }
  });
});

describe("when the registry cannot be reached", () => {
  const broken: SessionRegistry = {
    recheckMs: 0,
    add: async () => Promise.reject(new Error("ECONNREFUSED")),
    get: async () => Promise.reject(new Error("ECONNREFUSED")),
    touch: async () => Promise.reject(new Error("ECONNREFUSED")),
    list: async () => Promise.reject(new Error("ECONNREFUSED")),
    remove: async () => Promise.reject(new Error("ECONNREFUSED")),
  };
  afterEach(() => resetSessionRegistryForTests());

  it("refuses a sign-in (nothing to check it against later) and lets in no session it has not seen", async () => {
    resetSessionRegistryForTests(broken);
    await expect(registerSession(record("frank"))).rejects.toBeInstanceOf(SessionRegistryUnavailable);
    expect(await isRegistered(cookieOf(record("frank")))).toBe(false);
    await expect(listSessions({ account: "frank", role: "dealer" })).rejects.toBeInstanceOf(SessionRegistryUnavailable);
  });

  it("keeps a session this instance has seen valid and not ended", async () => {
    const working = new StoreSessionRegistry(0);
    vi.stubEnv("PANEL_STORE_DIR", freshPgliteDir());
    try {
      resetSessionRegistryForTests(working);
      const mine = record("grace");
      await registerSession(mine);
      resetSessionRegistryForTests(broken);
      expect(await isRegistered(cookieOf(mine))).toBe(true);
    } finally {
      await closePanelStoreForTests();
      vi.unstubAllEnvs();
    }
  });
});

describe("the browser's summary", () => {
  it.each([
    ["Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", "Chrome 131 on Linux"],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.2849.68",
      "Edge 130 on Windows",
    ],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14.6; rv:132.0) Gecko/20100101 Firefox/132.0", "Firefox 132 on macOS"],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1",
      "Safari 17 on iOS",
    ],
    ["Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36", "Chrome 131 on Android"],
    ["curl/8.5.0", "Unknown browser"],
    [null, "Unknown browser"],
  ])("%s → %s", (ua, summary) => {
    expect(browserSummary(ua)).toBe(summary);
  });
});
