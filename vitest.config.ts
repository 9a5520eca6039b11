import { defineConfig } from "vitest/config";
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
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
