import "server-only";
import { log } from "@/lib/log";
import { settings } from "@/lib/settings";
import { panelStore, type StoreQuery } from "@/lib/store";
import { smtpMailer } from "./mailer";
import { ReminderScheduler } from "./scheduler";

// Starts this instance's reminders scheduler (instrumentation.ts) and stops it on SIGTERM/SIGINT:
// it claims nothing more and lets the send in flight be settled while the server drains
// (deploy/server-core.mjs). A run it leaves unfinished is resumed by the next sweep of any instance.

/** The store opened on each use: a store away at start (PostgreSQL down) only fails the sweeps until it is back. */
const query: StoreQuery = async (sql, params) => (await panelStore()).query(sql, params);

export function startReminders(): void {
  if (!settings().reminders) return;
  const scheduler = new ReminderScheduler({ store: { query }, mailer: smtpMailer, baseUrl: () => settings().panelPublicUrl });
  scheduler.start();
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      // Alone (no server of ours draining, e.g. `next start`), this listener must not keep the process alive.
      const alone = process.listenerCount(signal) === 0;
      void scheduler.stop().finally(() => {
        if (alone) process.exit(0);
      });
    });
  }
  log.info("reminders: scheduler started");
}
