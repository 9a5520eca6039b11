import "server-only";
import { settings } from "@/lib/settings";
import { sharedRedis } from "@/lib/store/redis";
import type { SessionRegistry } from "./record";
import { RedisSessionRegistry } from "./redis-registry";
import { StoreSessionRegistry } from "./store-registry";

// Where the session registry lives, chosen as the intents' store is (lib/intents/current-store):
// Redis when REDIS_URL is set (every instance shares it), otherwise the panel's store: the
// embedded one serves this instance alone, a PostgreSQL one (PANEL_DATABASE_URL) every instance.
// Kept on globalThis: Next may load this module more than once in a process.

/**
 * With a shared PostgreSQL and no Redis, a session ended on another instance is refused here
 * within this long (at once on the instance that ended it); a query per session per 5 s instead
 * of one per request.
 */
export const SHARED_STORE_RECHECK_MS = 5_000;

const globalRegistry = globalThis as { panelSessionRegistry?: SessionRegistry };

export function currentSessionRegistry(): SessionRegistry {
  if (globalRegistry.panelSessionRegistry) return globalRegistry.panelSessionRegistry;
  const redis = sharedRedis();
  const registry = redis ? new RedisSessionRegistry(redis) : new StoreSessionRegistry(settings().panelDatabaseUrl ? SHARED_STORE_RECHECK_MS : Infinity);
  return (globalRegistry.panelSessionRegistry = registry);
}

/** Test hook: use `registry` from now on, or, without one, choose again on the next call. */
export function resetSessionRegistryForTests(registry?: SessionRegistry): void {
  globalRegistry.panelSessionRegistry = registry;
}
