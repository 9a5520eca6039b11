// How every PGlite of the project starts (the reference upstream's database, the panel's embedded
// store, the tests' copies): PGlite's own start parameters, with a buffer pool sized for an
// embedded database.
import { PGlite } from "@electric-sql/pglite";

/**
 * PostgreSQL's default shared_buffers (128 MB) is sized for a server. In PGlite the pool is part
 * of the WebAssembly memory, zeroed at every start and kept for the process's life, so a smaller
 * pool makes opening a database cheaper and the process smaller (docs/performance.md has the
 * figures for 16, 32, 64 and 128 MB); an embedded database's working set is small. A page the
 * pool does not hold is read back from PGlite's file system: the process's memory for
 * "memory://", the operating system's page cache for a folder.
 */
const PGLITE_SHARED_BUFFERS = "16MB";

/** The `startParams` of `new PGlite(dir, { startParams })`: PGlite's defaults, then ours. */
export const PGLITE_START_PARAMS: string[] = [...PGlite.defaultStartParams, "-c", `shared_buffers=${PGLITE_SHARED_BUFFERS}`];
