import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from "./tests/e2e/support/chromium-args";
import { E2E, e2eDatabaseUrl } from "./tests/e2e/support/env";

/** A fresh folder for a panel's own records (its intents), never the developer's .data/panel. */
const panelDataDir = (name: string) => mkdtempSync(path.join(tmpdir(), `panel-e2e-${name}-`));
const referenceDataDir = panelDataDir("reference");
const specDataDir = panelDataDir("spec");
/** Makes the panel's embedded store (<PANEL_DATA_DIR>/store) a copy of an empty one: no initdb. */
const emptyStore = (dataDir: string) => `node --import tsx tests/support/empty-pglite-cli.ts ${path.join(dataDir, "store")}`;

// With a PostgreSQL server given (UPSTREAM_TEST_DATABASE_URL, as `npm test` has from .ci/run),
// the shared panel's reference upstream runs on a database of its own there, made afresh and
// seeded with the demo: the engine production runs on. (Not for speed: the browser tests' CPU is
// Chromium's and Next's, and the engine hardly changes it, docs/testing.md.) Without one,
// in-memory PGlite.
const postgres = process.env.UPSTREAM_TEST_DATABASE_URL;
const referenceDatabase = postgres ? e2eDatabaseUrl(postgres) : undefined;

// The shared panels log warnings and errors only: a line per request and per upstream call, piped
// through Playwright, costs time and buries a failure's own output. LOG_LEVEL=info asks for them.
const serverLogLevel = process.env.LOG_LEVEL ?? "warn";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [["list"], ["json", { outputFile: ".test-reports/playwright.json" }]],
  // Under `npm test` the servers below start while vitest finishes; the tests wait for it here.
  globalSetup: "./tests/e2e/support/step-gate.ts",
  use: {
    baseURL: E2E.baseUrl,
    // A failed test keeps its trace (actions, DOM snapshots, network, console); without the
    // screencast's screenshots, which cost about a fifth of the whole run's time on two cores.
    trace: { mode: "retain-on-failure", screenshots: false },
    launchOptions: {
      executablePath: CHROMIUM_EXECUTABLE,
      // One renderer process per context, and the allocator's hardening off: the file says why.
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    { name: "sign-in", testMatch: /auth\.setup\.ts/, testIgnore: /spec-only-backend\//, use: { ...devices["Desktop Chrome"] } },
    {
      name: "chromium",
      // The two-instance tests need the PostgreSQL the instances share (PANEL_TEST_DATABASE_URL):
      // without it they are left out, and `npm test` says so in its summary, rather than counted as
      // skipped.
      testIgnore: [/auth\.setup\.ts/, /spec-only-backend\//, ...(process.env.PANEL_TEST_DATABASE_URL ? [] : [/multi-instance\.spec\.ts/])],
      grepInvert: /@alone/,
      dependencies: ["sign-in"],
      use: { ...devices["Desktop Chrome"] },
    },
    {
      // Tests tagged @alone change a rule every sign-in on the shared panel obeys (the admin's
      // two-factor rule): they run once every other test of that panel is done, so that none of
      // those signs in meanwhile. (Skipped, as dependents are, when a test before them fails.)
      name: "alone",
      testIgnore: [/auth\.setup\.ts/, /spec-only-backend\//],
      grep: /@alone/,
      dependencies: ["chromium"],
      use: { ...devices["Desktop Chrome"] },
    },
    // The same panel on a backend with the spec's calls only: tests/e2e/spec-only-backend/.
    // Its sign-ins wait for the reference panel's only to be scheduled after them: Playwright runs
    // projects in phases (a project starts once every project it depends on is done, and a phase
    // waits for its slowest project), so this way they run beside the reference panel's tests
    // instead of holding them back (a sign-in through the form is slow), and the spec-only-backend tests run in
    // the last phase beside the @alone test instead of leaving a worker idle there. (Skipped, as
    // dependents are, when a reference sign-in fails.)
    {
      name: "spec-sign-in",
      testMatch: /spec-only-backend\/auth\.setup\.ts/,
      dependencies: ["sign-in"],
      use: { ...devices["Desktop Chrome"], baseURL: E2E.specBaseUrl },
    },
    {
      name: "spec-only-backend",
      testMatch: /spec-only-backend\/.*\.spec\.ts/,
      testIgnore: /spec-only-backend\/variants\.spec\.ts/,
      dependencies: ["spec-sign-in"],
      use: { ...devices["Desktop Chrome"], baseURL: E2E.specBaseUrl },
    },
    {
      // The same backend answering as PHP and Laravel backends do: it switches the running spec
      // upstream's answers, so it runs once every other test on that backend is done.
      name: "spec-variants",
      testMatch: /spec-only-backend\/variants\.spec\.ts/,
      dependencies: ["spec-only-backend"],
      use: { ...devices["Desktop Chrome"], baseURL: E2E.specBaseUrl },
    },
  ],
  webServer: [
    {
      // A production build (made by `npm test` before this runs) on a fresh database.
      command: [...(referenceDatabase ? ["node tests/e2e/support/fresh-database.mjs"] : []), emptyStore(referenceDataDir), "node scripts/serve.mjs"].join(
        " && ",
      ),
      url: `${E2E.baseUrl}/login`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "pipe",
      env: {
        PORT: String(E2E.port),
        PANEL_HOST: "127.0.0.1",
        LOG_LEVEL: serverLogLevel,
        UPSTREAM_PORT: String(E2E.upstreamPort),
        ...(referenceDatabase ? { DATABASE_URL: referenceDatabase, SEED_DEMO: "1" } : { PGLITE_DIR: "memory://" }),
        SESSION_PASSWORD: E2E.sessionPassword,
        UPSTREAM_URL: "",
        PANEL_DATA_DIR: referenceDataDir,
      },
    },
    {
      // The spec-only test upstream, with the calls the spec does not show at paths of its own.
      command: "node --import tsx tests/spec-upstream/main.ts --unshown-calls",
      url: `${E2E.specUpstreamUrl}/__control/state`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { SPEC_UPSTREAM_PORT: String(E2E.specUpstreamPort) },
    },
    {
      // The same build again, pointed at it, with the operator's mapping of those calls.
      command: `${emptyStore(specDataDir)} && node scripts/serve.mjs`,
      url: `${E2E.specBaseUrl}/login`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "pipe",
      env: {
        PORT: String(E2E.specPort),
        PANEL_HOST: "127.0.0.1",
        LOG_LEVEL: serverLogLevel,
        SESSION_PASSWORD: E2E.sessionPassword,
        UPSTREAM_URL: E2E.specUpstreamUrl,
        UPSTREAM_CALLS_FILE: "tests/spec-upstream/upstream-calls.json",
        UPSTREAM_TIMEOUT_MS: String(E2E.specTimeoutMs),
        PANEL_DATA_DIR: specDataDir,
      },
    },
  ],
});
