// The embedded store of a panel a spec starts of its own: a new, empty PGlite database copied from
// the cached one (tests/support/empty-pglite.ts) rather than made by initdb behind "memory://",
// which runs in WebAssembly and costs seconds of CPU a panel. `removePanelStores` in the spec's
// afterAll.
import { rmSync } from "node:fs";
import path from "node:path";
import { emptyPgliteDir } from "../../support/empty-pglite";

const made: string[] = [];

/** The panel's environment for a store of its own. */
export async function panelStoreEnv(): Promise<{ PANEL_STORE_DIR: string }> {
  const dir = await emptyPgliteDir("panel-e2e-store");
  made.push(path.dirname(dir));
  return { PANEL_STORE_DIR: dir };
}

/** Removes the stores made so far (their panels stopped). */
export function removePanelStores() {
  for (const folder of made.splice(0)) rmSync(folder, { recursive: true, force: true });
}
