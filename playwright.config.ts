import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { E2E } from "./tests/e2e/support/env";

// Debian's Chromium when present: nothing here downloads a browser.
const systemChromium = "/usr/bin/chromium";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [["list"], ["json", { outputFile: ".test-reports/playwright.json" }]],
  use: {
    baseURL: E2E.baseUrl,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: existsSync(systemChromium) ? systemChromium : undefined,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
    },
  },
  projects: [
    { name: "sign-in", testMatch: /auth\.setup\.ts/, use: { ...devices["Desktop Chrome"] } },
    {
      name: "chromium",
      // The two-instance tests need a Redis server (TEST_REDIS_URL): without one they are left out,
      // and `npm test` says so in its summary, rather than counted as skipped.
      testIgnore: process.env.TEST_REDIS_URL ? [/auth\.setup\.ts/] : [/auth\.setup\.ts/, /multi-instance\.spec\.ts/],
      dependencies: ["sign-in"],
      use: { ...devices["Desktop Chrome"] },
    },
  ],
  webServer: {
    // A production build (made by `npm test` before this runs) on a fresh in-memory database.
    command: "node scripts/serve.mjs",
    url: `${E2E.baseUrl}/login`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: "pipe",
    env: {
      PORT: String(E2E.port),
      PANEL_HOST: "127.0.0.1",
      UPSTREAM_PORT: String(E2E.upstreamPort),
      PGLITE_DIR: "memory://",
      SESSION_PASSWORD: E2E.sessionPassword,
      UPSTREAM_URL: "",
    },
  },
});
