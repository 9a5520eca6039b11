import { configDefaults, defineConfig } from "vitest/config";
import { readdirSync, readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

// One vitest run: the panel's tests, the upstream's API tests on in-memory PGlite, and those API
// tests again on PostgreSQL when a server is given (UPSTREAM_TEST_DATABASE_URL;
// scripts/test-services.sh starts one). In one run the projects share the machine's workers, so
// none waits for another's last file (as runs one after the other did).
const postgres = process.env.UPSTREAM_TEST_DATABASE_URL;
const UPSTREAM_API = ["tests/api/upstream/**/*.test.ts"];

// The unit tests that stub a module, the environment or a global, or set process.env: each runs
// with its modules loaded afresh (vitest's isolation). The others share their workers' modules,
// which saves about a quarter of tests/unit's CPU (docs/testing.md). Read from the files
// themselves, so that a new test that stubs is isolated without a list to keep.
const STUBS = /vi\.(mock|doMock|stubEnv|stubGlobal|resetModules|hoisted)\b|process\.env(\.\w+|\[[^\]]+\])\s*=[^=]|delete process\.env/;
const unitFiles = readdirSync("tests/unit").filter((name) => /\.test\.tsx?$/.test(name));
const PURE_UNITS = unitFiles.filter((name) => !STUBS.test(readFileSync(path.join("tests/unit", name), "utf8"))).map((name) => `tests/unit/${name}`);

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./", import.meta.url)),
      // lib/ modules import "server-only" to keep them out of client bundles; under vitest they run on the server anyway.
      "server-only": fileURLToPath(new URL("./tests/support/empty-module.ts", import.meta.url)),
    },
  },
  test: {
    setupFiles: ["tests/support/panel-data-dir.ts"],
    environment: "node",
    // Builds the upstream API tests' seeded database once per project (on the project's engine),
    // and one empty PGlite database for the run; each test file opens its own copies.
    globalSetup: ["tests/api/upstream/seed.ts", "tests/support/pglite-cluster-setup.ts"],
    // Vitest's default is one worker fewer than the cores: one file at a time on a 2-core machine,
    // which leaves a core idle whenever a file waits (its timers, its child processes, PGlite's
    // file I/O). Two files at a time there cut the run by about a third (docs/testing.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Worker threads rather than vitest's default child processes: a file starts without a new
    // process, which on two cores cost about a quarter of the CPU of tests/unit and tests/api/bff
    // (measured side by side; docs/testing.md). Nothing here needs a process of its own: the tests
    // that do (signals, a server killed mid-request) spawn one.
    pool: "threads",
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "panel",
          include: ["tests/unit/**/*.test.{ts,tsx}", "tests/api/**/*.test.ts", "tests/spec-upstream/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...UPSTREAM_API, ...PURE_UNITS],
          env: { UPSTREAM_TEST_DATABASE_URL: "" },
        },
      },
      { extends: true, test: { name: "panel units", include: PURE_UNITS, isolate: false, env: { UPSTREAM_TEST_DATABASE_URL: "" } } },
      // The upstream API suite's files share their workers (isolate: false): each file talks only
      // to an upstream of its own on its own copy of the database (tests/api/upstream/support.ts),
      // and none mocks a module or changes the environment (beyond the setup file's data folder,
      // set afresh for each file), so importing the upstream afresh for each file bought nothing
      // (docs/testing.md). The panel's tests stay isolated: they stub modules, the clock and
      // settings read once per process.
      { extends: true, test: { name: "upstream API", include: UPSTREAM_API, isolate: false, env: { UPSTREAM_TEST_DATABASE_URL: "" } } },
      ...(postgres
        ? [
            {
              extends: true as const,
              test: { name: "upstream API on PostgreSQL", include: UPSTREAM_API, isolate: false, env: { UPSTREAM_TEST_DATABASE_URL: postgres } },
            },
          ]
        : []),
    ],
  },
});
