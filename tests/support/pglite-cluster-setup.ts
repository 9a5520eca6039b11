// A vitest globalSetup: the empty PGlite data directory that tests needing a database of their
// own copy (freshPgliteDir, in tests/support/fresh-pglite.ts), and a folder for the run's copies.
// The directory is made once per PGlite version and kept (tests/support/empty-pglite.ts): initdb
// runs in WebAssembly and costs several times what copying this directory and opening the copy
// does, and about 25 tests a run need one (docs/testing.md).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { emptyPgliteTemplate } from "./empty-pglite";

declare module "vitest" {
  export interface ProvidedContext {
    /** The empty data directory to copy; never opened itself. */
    pgliteCluster: string;
    /** The run's folder for the copies, removed with it. */
    pgliteCopies: string;
  }
}

type Entry = { copies: string; users: number };
// Vitest runs a globalSetup once per project, in the main process: one folder serves them all.
const holder = globalThis as { pgliteCopies?: Entry };

export default async function setup(project: TestProject): Promise<() => void> {
  const entry = (holder.pgliteCopies ??= { copies: mkdtempSync(join(tmpdir(), "pglite-copies-")), users: 0 });
  entry.users++;
  project.provide("pgliteCluster", await emptyPgliteTemplate());
  project.provide("pgliteCopies", entry.copies);
  return () => {
    if (--entry.users > 0) return;
    holder.pgliteCopies = undefined;
    rmSync(entry.copies, { recursive: true, force: true });
  };
}
