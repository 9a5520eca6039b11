import "server-only";
import path from "node:path";
import { sharedRedis } from "@/lib/store/redis";
import { FileIntentStore } from "./file-store";
import { RedisIntentStore } from "./redis-store";
import type { IntentStore } from "./store";

// Which store remembers the intents: Redis when REDIS_URL is set (every instance shares it),
// otherwise the file store in PANEL_DATA_DIR (default .data/panel). Kept on globalThis, like
// sharedRedis: Next may load this module more than once in a process, and two file stores on
// one file would not see each other's claims.

const globalStore = globalThis as { panelIntentStore?: IntentStore };

export function intentDataDir(): string {
  // A folder of run-time data, not of the build (turbopackIgnore keeps the whole project out of the standalone output).
  return path.resolve(/* turbopackIgnore: true */ process.env.PANEL_DATA_DIR?.trim() || path.join(".data", "panel"));
}

export function currentIntentStore(): IntentStore {
  if (globalStore.panelIntentStore) return globalStore.panelIntentStore;
  const redis = sharedRedis();
  return (globalStore.panelIntentStore = redis ? new RedisIntentStore(redis) : new FileIntentStore(intentDataDir()));
}

/** Test hook: use `store` from now on, or, without one, pick again on the next call (after an env change). */
export function resetIntentStoreForTests(store?: IntentStore): void {
  globalStore.panelIntentStore = store;
}
