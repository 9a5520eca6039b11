import "server-only";
import { settings } from "@/lib/settings";
import { openEmbeddedStore } from "./embedded";
import { migrateStore } from "./migrate";
import { openPostgresStore } from "./postgres";
import type { OpenStore } from "./types";

export type { PanelStore, StoreQuery } from "./types";

// The panel's own store (docs/store.md): records that belong to the panel, not to the business's
// backend (spend intents, the sign-in throttle, the captcha replay guard, the session registry,
// second-factor enrolments, reminders). PostgreSQL when
// PANEL_DATABASE_URL is set (every instance shares it), otherwise embedded PGlite in
// PANEL_STORE_DIR (default <PANEL_DATA_DIR>/store), which serves one process only and refuses a
// second one on the same folder. Opened once per process, on first use, with every pending
// migration applied before anything else runs. Kept on globalThis: Next may load this module more
// than once in a process, and two PGlite instances on one folder would corrupt it.

const globalStore = globalThis as { panelStoreOpening?: Promise<OpenStore> };

/** Opens the store once per process and applies pending migrations before the first use. */
export function panelStore(): Promise<OpenStore> {
  if (!globalStore.panelStoreOpening) {
    const opening = open();
    globalStore.panelStoreOpening = opening;
    // A failed open (PostgreSQL unreachable, the folder locked) is tried again on the next call.
    opening.catch(() => {
      if (globalStore.panelStoreOpening === opening) globalStore.panelStoreOpening = undefined;
    });
  }
  return globalStore.panelStoreOpening;
}

async function open(): Promise<OpenStore> {
  const { panelDatabaseUrl, panelStoreDir } = settings();
  const store = panelDatabaseUrl ? await openPostgresStore(panelDatabaseUrl) : await openEmbeddedStore(panelStoreDir);
  try {
    await migrateStore(store);
  } catch (error) {
    await store.close().catch(() => undefined);
    throw error;
  }
  return store;
}

/** Test hook: close the store (releasing the embedded folder's lock); the next panelStore() opens it again. */
export async function closePanelStoreForTests(): Promise<void> {
  const opening = globalStore.panelStoreOpening;
  globalStore.panelStoreOpening = undefined;
  if (opening) await (await opening.catch(() => null))?.close();
}
