// Shared pieces of the reminders' tests: a fake clock the scheduler is given, the panel's own
// store (embedded in memory, or a throwaway PostgreSQL database on PANEL_TEST_DATABASE_URL's server),
// and an account's rules written as the Reminders screen writes them.
import pg from "pg";
import type { Locale } from "@/i18n/locales";
import { credentialBinding, saveCredential, saveSettings, defaultSettings, type AccountKey } from "@/features/reminders/server/repo";
import type { ReminderSettings } from "@/features/reminders/model/schemas";
import { ReminderScheduler, type Clock } from "@/features/reminders/server/scheduler";
import type { Mailer } from "@/features/reminders/server/mailer";
import { openEmbeddedStore } from "@/lib/store/embedded";
import { migrateStore } from "@/lib/store/migrate";
import { openPostgresStore } from "@/lib/store/postgres";
import { sealSecret } from "@/lib/store/secrets";
import type { OpenStore } from "@/lib/store/types";
import { uniqueDatabaseName } from "@/tests/support/database-name";
import { freshPgliteDir } from "../../support/fresh-pglite";

export type FakeClock = Clock & { set(iso: string): void; advance(ms: number): void };

export function fakeClock(iso: string): FakeClock {
  let t = Date.parse(iso);
  return {
    now: () => new Date(t),
    set: (next) => void (t = Date.parse(next)),
    advance: (ms) => void (t += ms),
  };
}

/** An embedded store on a new database of its own, migrated. */
export async function newEmbeddedStore(): Promise<OpenStore> {
  const store = await openEmbeddedStore(freshPgliteDir());
  await migrateStore(store);
  return store;
}

/** Every reminder row gone (opening a fresh embedded store per test would cost seconds). */
export async function emptyReminders(store: OpenStore): Promise<void> {
  await store.query("TRUNCATE reminder_accounts, reminder_runs, reminder_deliveries");
}

/** A fresh database on PANEL_TEST_DATABASE_URL's server, opened `count` times (each an instance's own pool); null without a server. */
export async function postgresStores(count: number): Promise<{ url: string; stores: OpenStore[]; drop(): Promise<void> } | null> {
  const server = process.env.PANEL_TEST_DATABASE_URL;
  if (!server) return null;
  const name = uniqueDatabaseName("reminders_test");
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  const stores: OpenStore[] = [];
  for (let i = 0; i < count; i++) {
    const store = await openPostgresStore(url.toString());
    await migrateStore(store);
    stores.push(store);
  }
  return {
    url: url.toString(),
    stores,
    async drop() {
      await Promise.all(stores.map((s) => s.close()));
      const again = new pg.Client({ connectionString: server });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

/** The account's rules (defaults: on, 7 and 1 days, 08:00 UTC), saved in `locale`, and its stored password, as the screen saves them. */
export async function setAccount(store: OpenStore, key: AccountKey, password: string | null, settings: Partial<ReminderSettings> = {}, locale: Locale = "en") {
  const now = new Date();
  await saveSettings(store, key, { ...defaultSettings(), enabled: true, timeZone: "UTC", ...settings }, now, locale);
  if (password !== null) await saveCredential(store, key, sealSecret(password, credentialBinding(key.accountId)), now);
}

export function scheduler(store: OpenStore, clock: Clock, mailer: Mailer | null = null, options: { leaseMs?: number; staleMs?: number } = {}) {
  return new ReminderScheduler({ store, clock, mailer: () => mailer, baseUrl: () => "https://panel.example", ...options });
}

/** The date `days` after `day` (YYYY-MM-DD). */
export function dayAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
