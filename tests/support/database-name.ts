import { randomBytes } from "node:crypto";

/**
 * A name for a throwaway PostgreSQL database that no other test file, run or worker has: vitest's
 * worker threads share one process id, so two files starting in the same millisecond would
 * otherwise ask for the same database.
 */
export const uniqueDatabaseName = (prefix: string) => `${prefix}_${process.pid}_${Date.now()}_${randomBytes(4).toString("hex")}`;
