import "server-only";
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";

// The embedded store (PGlite) must be opened by one process at a time: two on the same folder
// would corrupt it. A lock file beside the data holds the owner's process id, created exclusively;
// a lock whose process is gone (a crash, kill -9) is taken over. Released when this process exits.

export const LOCK_FILE = "panel-store.lock";

export class StoreLockedError extends Error {
  override name = "StoreLockedError";
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The panel's embedded store in ${dir} is in use by another process (pid ${pid}). ` +
        "It serves one panel process only: stop the other one, give this one its own PANEL_DATA_DIR " +
        "(or PANEL_STORE_DIR), or, to run several instances, set PANEL_DATABASE_URL to a shared PostgreSQL.",
    );
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the folder's lock for this process, or throws StoreLockedError; returns its release. */
export function lockFolder(dir: string): () => void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx", 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => rmSync(file, { force: true });
      process.once("exit", release);
      return () => {
        process.off("exit", release);
        release();
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number(readFileSync(file, "utf8").trim());
      if (Number.isSafeInteger(pid) && pid > 0 && (pid === process.pid || alive(pid))) throw new StoreLockedError(dir, pid);
      // Left by a process that is gone: take it over.
      rmSync(file, { force: true });
    }
  }
  throw new StoreLockedError(dir, 0);
}
