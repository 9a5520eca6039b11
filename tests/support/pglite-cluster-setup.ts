// A vitest globalSetup: one empty PGlite data directory for the run, made by PGlite's initdb and
// closed. initdb runs in WebAssembly and took about 6 CPU-seconds a database here, against about
// 1.4 to copy this directory and open the copy (freshPgliteDir, in tests/support/fresh-pglite.ts):
// about 25 tests a run need a database of their own that starts empty.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** The run's empty data directory; its copies are made beside it and removed with it. */
    pgliteCluster: string;
  }
}

type Entry = { root: string; cluster: Promise<string>; users: number };
// Vitest runs a globalSetup once per project, in the main process: one directory serves them all.
const holder = globalThis as { pgliteCluster?: Entry };

function makeCluster(): Entry {
  const root = mkdtempSync(join(tmpdir(), "pglite-cluster-"));
  const dir = join(root, "empty");
  const cluster = (async () => {
    const db = new PGlite(dir);
    await db.waitReady;
    await db.close();
    return dir;
  })();
  return { root, cluster, users: 0 };
}

export default async function setup(project: TestProject): Promise<() => void> {
  const entry = (holder.pgliteCluster ??= makeCluster());
  entry.users++;
  project.provide("pgliteCluster", await entry.cluster);
  return () => {
    if (--entry.users > 0) return;
    holder.pgliteCluster = undefined;
    rmSync(entry.root, { recursive: true, force: true });
  };
}
