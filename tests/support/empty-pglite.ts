// An empty PGlite database as a data directory, copied from one made once by PGlite's initdb and
// kept in node_modules/.cache per PGlite version. initdb in WebAssembly is slow (most of a panel's
// first answer) and a copy is cheap (docs/testing.md has the figures). Used by vitest's tests that need a database of their own that starts empty
// (tests/support/pglite-cluster-setup.ts), the upstream suite's seed, and the end-to-end panels'
// stores (playwright.config.ts and the specs that start panels of their own).
// (For a server's command line: tests/support/empty-pglite-cli.ts.)
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PGLITE_START_PARAMS } from "../../upstream/src/db/pglite-start";

// The project's root: vitest, Playwright and its servers all run there. (Not import.meta.url:
// Playwright loads this file as CommonJS.)
const root = process.cwd();
const cache = path.join(root, "node_modules/.cache/panel-pglite-empty");

/** A data directory is made by another PGlite version's initdb: the cache keeps one per version. */
function pgliteVersion(): string {
  return JSON.parse(readFileSync(path.join(root, "node_modules/@electric-sql/pglite/package.json"), "utf8")).version;
}

/**
 * The cached empty data directory, made if missing. Made under another name and renamed when
 * closed, so that it is whole wherever it is seen; when two processes make it at once, the first
 * rename wins and the other's copy is dropped. Never opened itself: each user opens a copy.
 */
export function emptyPgliteTemplate(): Promise<string> {
  // One making per process: vitest runs its global setups once per project, each loading this
  // module afresh, and all at once.
  const holder = globalThis as { emptyPgliteTemplate?: Promise<string> };
  return (holder.emptyPgliteTemplate ??= makeTemplate().catch((error: unknown) => {
    holder.emptyPgliteTemplate = undefined; // tried again by the next caller
    throw error;
  }));
}

async function makeTemplate(): Promise<string> {
  const template = path.join(cache, pgliteVersion());
  if (existsSync(template)) return template;
  mkdirSync(cache, { recursive: true });
  const making = mkdtempSync(path.join(cache, "making-"));
  const db = new PGlite(making, { startParams: PGLITE_START_PARAMS });
  await db.waitReady;
  await db.close();
  try {
    renameSync(making, template);
  } catch (error) {
    rmSync(making, { recursive: true, force: true });
    if (!existsSync(template)) throw error;
  }
  return template;
}

/** Makes `folder` (missing or empty) a new, empty PGlite database; returns it. */
export async function copyEmptyPglite(folder: string): Promise<string> {
  cpSync(await emptyPgliteTemplate(), folder, { recursive: true });
  return folder;
}

/** A new, empty PGlite database in a folder of its own under the system's temporary folder. */
export async function emptyPgliteDir(name: string): Promise<string> {
  return copyEmptyPglite(path.join(mkdtempSync(path.join(tmpdir(), `${name}-`)), "pgdata"));
}
