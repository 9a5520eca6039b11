import { defineConfig } from "vitest/config";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./", import.meta.url)),
      // lib/ modules import "server-only" to keep them out of client bundles; under vitest they run on the server anyway.
      "server-only": fileURLToPath(new URL("./tests/support/empty-module.ts", import.meta.url)),
    },
  },
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}", "tests/api/**/*.test.ts", "tests/spec-upstream/**/*.test.ts"],
    setupFiles: ["tests/support/panel-data-dir.ts"],
    environment: "node",
    // Builds the upstream API tests' seeded database once; each test file opens its own copy.
    globalSetup: ["tests/api/upstream/seed.ts"],
    // Vitest's default is one worker fewer than the cores: one file at a time on a 2-core machine,
    // which leaves a core idle whenever a file waits (its timers, its child processes, PGlite's
    // file I/O). Two files at a time there cut the run by about a third (docs/testing.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
