// The database of a reference upstream that a spec starts of its own (to crash it, or to slow
// it): with a PostgreSQL server given (UPSTREAM_TEST_DATABASE_URL, as `npm test` has from
// .ci/run), a database of its own there, made afresh and seeded with the demo, as the shared
// panel's upstream has (playwright.config.ts); without one, in-memory PGlite as `npm start` has.
// PGlite's initdb, migrations and seed run in WebAssembly, which makes these specs' own processes
// dearer on PGlite than on PostgreSQL (docs/testing.md).
import { execFileSync } from "node:child_process";
import { e2eDatabaseUrl } from "./env";

/** The upstream's environment for the database named after `spec` (letters and underscores). */
export function upstreamDatabaseEnv(spec: string): Record<string, string> {
  const server = process.env.UPSTREAM_TEST_DATABASE_URL;
  if (!server) return { PGLITE_DIR: "memory://" };
  const url = e2eDatabaseUrl(server, spec);
  // The script that makes the shared panel's database afresh, run the same way (a plain node script).
  execFileSync(process.execPath, ["tests/e2e/support/fresh-database.mjs"], { env: { ...process.env, DATABASE_URL: url }, stdio: "inherit" });
  return { DATABASE_URL: url, SEED_DEMO: "1" };
}
