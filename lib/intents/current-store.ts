import "server-only";
import { panelStore } from "@/lib/store";
import { SqlIntentStore } from "./sql-store";
import type { IntentStore } from "./store";

// The intents live in the panel's store (lib/store): embedded PGlite for one instance, the
// PostgreSQL of PANEL_DATABASE_URL for several. Kept on globalThis so that a test's store, set
// with resetIntentStoreForTests, is the one every copy of this module sees (Next may load a module
// more than once in a process).

const globalStore = globalThis as { panelIntentStore?: IntentStore };

export function currentIntentStore(): IntentStore {
  return (globalStore.panelIntentStore ??= new SqlIntentStore(panelStore));
}

/** Test hook: use `store` from now on, or, without one, the panel's store again. */
export function resetIntentStoreForTests(store?: IntentStore): void {
  globalStore.panelIntentStore = store;
}
