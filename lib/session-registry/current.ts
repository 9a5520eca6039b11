import "server-only";
import { settings } from "@/lib/settings";
import type { SessionRegistry } from "./record";
import { StoreSessionRegistry } from "./store-registry";

// The session registry lives in the panel's store, and only there: the embedded one serves this
// instance alone, a PostgreSQL one (PANEL_DATABASE_URL) every instance. Kept on globalThis: Next
// may load this module more than once in a process.

/**
 * With a shared PostgreSQL, a session ended on another instance is refused here within this long
 * (at once on the instance that ended it); a query per session per 5 s instead of one per request.
 */
export const SHARED_STORE_RECHECK_MS = 5_000;

const globalRegistry = globalThis as { panelSessionRegistry?: SessionRegistry };

export function currentSessionRegistry(): SessionRegistry {
  return (globalRegistry.panelSessionRegistry ??= new StoreSessionRegistry(settings().panelDatabaseUrl ? SHARED_STORE_RECHECK_MS : Infinity));
}

/** Test hook: use `registry` from now on, or, without one, choose again on the next call. */
export function resetSessionRegistryForTests(registry?: SessionRegistry): void {
  globalRegistry.panelSessionRegistry = registry;
}
