import "server-only";
import { log } from "@/lib/log";

// Expired rows of the panel's store (spent captchas, intents past 24 hours) are only clutter:
// every read already checks the time, so deleting them waits for no request. Each feature's
// DELETE runs at most once an hour per process, started by a use of the store and not awaited.

const EVERY_MS = 60 * 60 * 1000;
const nextAt = new Map<string, number>();

/** Starts `purge` in the background when `name`'s last purge in this process is an hour old (or there was none). */
export function purgeHourly(name: string, purge: () => Promise<unknown>): void {
  const now = Date.now();
  if (now < (nextAt.get(name) ?? 0)) return;
  nextAt.set(name, now + EVERY_MS);
  purge().catch((error: unknown) => {
    // Tried again at the next hour: nothing depends on it.
    log.warn({ table: name, err: error instanceof Error ? error.message : String(error) }, "panel store: purging expired rows failed");
  });
}
