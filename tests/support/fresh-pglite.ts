import { cpSync, mkdtempSync } from "node:fs";
import { join } from "node:path";
import { inject } from "vitest";

/**
 * A new, empty PGlite database of the test's own, as a data directory: a copy of the empty one
 * (tests/support/pglite-cluster-setup.ts), in about a quarter of the CPU of PGlite's initdb
 * behind "memory://". Each call is another database, as each "memory://" open is; the copies are
 * removed at the end of the run. Without that setup (another vitest config), "memory://".
 */
export function freshPgliteDir(): string {
  const cluster = inject("pgliteCluster");
  if (!cluster) return "memory://";
  const dir = mkdtempSync(join(inject("pgliteCopies"), "copy-"));
  cpSync(cluster, dir, { recursive: true });
  return dir;
}
