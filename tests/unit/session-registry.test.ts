// The session registry (lib/session-registry): the same contract in the panel's store (embedded PGlite,
// PostgreSQL with PANEL_TEST_DATABASE_URL); a session is valid only while registered, under its
// account's identity; "last used" is written at most once a minute; an end the store could not
// take is held and written through; the browser's summary. (A REDIS_URL left set is never
// connected to: tests/unit/redis-url-ignored.test.ts.)
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
} from "@/lib/session-registry";
import { resetSessionRegistryForTests } from "@/lib/session-registry/current";
import type { SessionRegistry } from "@/lib/session-registry/record";
import { StoreSessionRegistry } from "@/lib/session-registry/store-registry";
import { clearUnrecordedForTests, unrecordedCount } from "@/lib/session-registry/unrecorded";
import { closePanelStoreForTests } from "@/lib/store";
import { panelDatabaseForFile, panelTestServer } from "../support/panel-database";
import { freshPgliteDir } from "../support/fresh-pglite";

const HOUR = 3_600_000;
const panelDatabase = panelDatabaseForFile();

function record(account: string, role = "dealer", overrides: Partial<SessionRecord> = {}): SessionRecord {
  const now = Date.now();
  return {
    id: newSessionId(),
    accountId: `id-${role}-${account}`,
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

const cookieOf = (r: SessionRecord) => ({ sid: r.id, accountId: r.accountId, name: r.account, role: r.role });

type Backend = { name: string; skip: boolean; open(): Promise<SessionRegistry>; close(): Promise<void> };
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
    // The same id under another account, role or identity (a later account of the same name) is not this session.
    expect(await isRegistered({ ...cookieOf(mine), name: "mallory" })).toBe(false);
    expect(await isRegistered({ ...cookieOf(mine), role: "admin" })).toBe(false);
    expect(await isRegistered({ ...cookieOf(mine), accountId: "id-of-a-new-account" })).toBe(false);
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
    const owner = { accountId: older.accountId };
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

describe("when the registry cannot be reached", () => {
  const refused = async () => Promise.reject(new Error("ECONNREFUSED"));
  const broken: SessionRegistry = {
    recheckMs: 0,
    add: refused,
    get: refused,
    touch: refused,
    list: refused,
    remove: refused,
    removeIds: refused,
    removeAccount: refused,
  };
  afterEach(() => {
    resetSessionRegistryForTests();
    clearUnrecordedForTests();
  });

  it("refuses a sign-in (nothing to check it against later) and lets in no session it has not seen", async () => {
    resetSessionRegistryForTests(broken);
    await expect(registerSession(record("frank"))).rejects.toBeInstanceOf(SessionRegistryUnavailable);
    expect(await isRegistered(cookieOf(record("frank")))).toBe(false);
    await expect(listSessions({ accountId: "id-dealer-frank" })).rejects.toBeInstanceOf(SessionRegistryUnavailable);
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

  it("an end it could not record is held: refused here at once, and written to the store once it answers", async () => {
    vi.stubEnv("PANEL_STORE_DIR", freshPgliteDir());
    const store = new StoreSessionRegistry(0);
    let down = false;
    const flaky: SessionRegistry = {
      recheckMs: 0,
      add: (r) => (down ? refused() : store.add(r)),
      get: (id) => (down ? refused() : store.get(id)),
      touch: (id, at) => (down ? refused() : store.touch(id, at)),
      list: (owner) => (down ? refused() : store.list(owner)),
      remove: (owner, ids) => (down ? refused() : store.remove(owner, ids)),
      removeIds: (ids) => (down ? refused() : store.removeIds(ids)),
      removeAccount: (owner, by, keep) => (down ? refused() : store.removeAccount(owner, by, keep)),
    };
    try {
      resetSessionRegistryForTests(flaky);
      const loggedOut = record("judy");
      const passwordChanged = record("ken");
      const kept = record("ken");
      const other = record("ken", "reseller");
      for (const r of [loggedOut, passwordChanged, kept, other]) await registerSession(r);
      for (const r of [loggedOut, passwordChanged, kept, other]) expect(await isRegistered(cookieOf(r))).toBe(true);

      down = true;
      await expect(endSessions(loggedOut, [loggedOut.id])).rejects.toBeInstanceOf(SessionRegistryUnavailable);
      await expect(endAccountSessions(passwordChanged, kept.id)).rejects.toBeInstanceOf(SessionRegistryUnavailable);
      expect(unrecordedCount()).toBe(2);
      // The store still has them, but this instance refuses the ended ones from now on.
      expect(await isRegistered(cookieOf(loggedOut))).toBe(false);
      expect(await isRegistered(cookieOf(passwordChanged))).toBe(false);
      expect(await isRegistered(cookieOf(kept))).toBe(true);
      expect(await isRegistered(cookieOf(other))).toBe(true);

      down = false;
      // The next check writes them through before it reads anything.
      expect(await isRegistered(cookieOf(loggedOut))).toBe(false);
      expect(unrecordedCount()).toBe(0);
      expect(await store.get(loggedOut.id)).toBeNull();
      expect(await store.get(passwordChanged.id)).toBeNull();
      expect(await store.get(kept.id)).not.toBeNull();
      expect(await store.get(other.id)).not.toBeNull();
      // Another instance, asking the store, refuses them too.
      resetSessionRegistryForTests(new StoreSessionRegistry(0));
      expect(await isRegistered(cookieOf(passwordChanged))).toBe(false);
      expect(await isRegistered(cookieOf(kept))).toBe(true);
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
