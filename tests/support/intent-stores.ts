// The panel stores the intents' tests run on: a fresh embedded PGlite, and a database of the
// file's own on PostgreSQL when PANEL_TEST_DATABASE_URL names a server. Each opened and migrated
// as the panel opens its store; call at the top level of a test file.
import type { OpenStore } from "@/lib/store/types";
import { openEmbeddedStore } from "@/lib/store/embedded";
import { migrateStore } from "@/lib/store/migrate";
import { openPostgresStore } from "@/lib/store/postgres";
import { freshPgliteDir } from "./fresh-pglite";
import { panelDatabaseForFile, panelTestServer } from "./panel-database";

export type StoreOpener = () => Promise<OpenStore>;
export type StoreKind = {
  /** A new client: a new panel instance (on the embedded store, a new database of its own). */
  open: StoreOpener;
  /** Closes `store` and opens the same data again, as a restarted panel process does. */
  restart(store: OpenStore): Promise<OpenStore>;
};

async function migrated(store: OpenStore): Promise<OpenStore> {
  try {
    await migrateStore(store);
    return store;
  } catch (error) {
    await store.close();
    throw error;
  }
}

/** [name, kind] for each store available. */
export function intentStoresForFile(): [string, StoreKind][] {
  const database = panelDatabaseForFile();
  const folders = new WeakMap<OpenStore, string>();
  const embeddedAt = async (dir: string) => {
    const store = await migrated(await openEmbeddedStore(dir));
    folders.set(store, dir);
    return store;
  };
  const embedded: StoreKind = {
    open: () => embeddedAt(freshPgliteDir()),
    async restart(store) {
      const dir = folders.get(store);
      if (!dir) throw new Error("not an embedded store opened here");
      // PGlite serves one process: the old one stops before the new one opens its folder.
      await store.close();
      return embeddedAt(dir);
    },
  };
  if (!panelTestServer) return [["embedded PGlite", embedded]];
  const open = async () => migrated(await openPostgresStore(await database()));
  const postgres: StoreKind = {
    open,
    async restart(store) {
      await store.close();
      return open();
    },
  };
  return [
    ["embedded PGlite", embedded],
    ["PostgreSQL", postgres],
  ];
}
