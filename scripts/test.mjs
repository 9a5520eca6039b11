#!/usr/bin/env node
// `npm test`: lint, the format and dead-code checks, the production build then the typecheck, and
// vitest (with the upstream API suite again on PostgreSQL when a server is given: a second vitest
// project in the same run) side by side, then Playwright in Chromium (with the several-instance
// specs when a PostgreSQL server for the panel's store is given).
// Ends with each stage's time, then one line that sums up every test runner:
// "Summary: N passed, N failed".
//   UPSTREAM_TEST_DATABASE_URL=postgres://…  a PostgreSQL server for the upstream API suite
//   PANEL_TEST_DATABASE_URL=postgres://…     a PostgreSQL server for the panel store's cases and the several-instance specs
// scripts/test-services.sh starts private ones (.ci/run does); without them those are not run,
// and the summary says so.
import { existsSync, readFileSync, rmSync } from "node:fs";
import { hugePagesEnv } from "./huge-pages.mjs";
import { runSteps } from "./run-steps.mjs";

const postgres = process.env.UPSTREAM_TEST_DATABASE_URL;
const panelStoreServer = process.env.PANEL_TEST_DATABASE_URL;
/** TypeScript 7's command line (the package typescript-native; `typescript` stays 5.9 for typescript-eslint). */
const TSC_7 = "node_modules/typescript-native/lib/tsc.js";
const vitestArgs = (report) => ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=.test-reports/${report}.json`];

// Lint, the production build and vitest start together (scripts/run-steps.mjs says why, and keeps
// the terminal in this order). The typecheck follows the build, on the build's route types: the
// same tsconfig, every file of it, tests included, with TypeScript 7's native compiler on one
// thread, a fraction of the CPU of the build's own TypeScript 5 step, which the build therefore
// skips (TYPECHECK_APART, next.config.ts). Playwright, which uses the build, starts its servers
// once the build is made, while vitest finishes, and runs its tests once vitest has passed: its
// tests beside vitest starved each other on two cores and vitest's PGlite files ran out of time,
// for little to gain (docs/testing.md); its servers' start, then idle, comes off the wait.
const hugePages = hugePagesEnv();
const steps = [
  { name: "lint", command: "npx", args: ["eslint", "."] },
  // Every file's layout is Prettier's (.prettierrc.json); `npm run format` rewrites what it flags.
  { name: "format", command: "npx", args: ["prettier", "--check", "--log-level", "warn", "."] },
  // Files, exports and dependencies nothing uses (knip.jsonc: the entry points knip cannot see).
  {
    name: "knip",
    command: "npx",
    args: ["knip", "--no-progress"],
    hint:
      "knip lists above what nothing uses: delete the dead code (an unused export's `export` keyword, or the function itself; an unused file; " +
      "an unused dependency with `npm uninstall <name>`). If it is used where knip cannot see (a file started by its path, a system binary), " +
      "add it to knip.jsonc's entry or ignore lists with a comment saying why.",
  },
  { name: "build", command: "npx", args: ["next", "build"], env: { TYPECHECK_APART: "1" } },
  { name: "typecheck", command: "node", args: [TSC_7, "--noEmit", "--incremental", "false", "--singleThreaded"], after: ["build"] },
  // The whole suite, the upstream's API tests on in-memory PGlite, and those again on PostgreSQL
  // when UPSTREAM_TEST_DATABASE_URL names a server (vitest.config.ts's projects). With huge pages
  // where the machine has them (scripts/huge-pages.mjs).
  { name: "vitest", command: "npx", args: vitestArgs("vitest"), env: hugePages.env },
  // Without traces: recording every test's trace (a DOM snapshot at each action) cost about an
  // eighth of the run's CPU, for files no one reads unless a test fails. A failed test still
  // prints its error and the failing call's log; `npx playwright test <file>` (the config's
  // retain-on-failure) records the trace when it is run again.
  {
    name: "playwright",
    command: "npx",
    args: ["playwright", "test", "--trace", "off"],
    startAfter: ["build"],
    after: ["build", "vitest"],
  },
];
const notRun = [
  ...(postgres ? [] : ["the upstream API suite on PostgreSQL (set UPSTREAM_TEST_DATABASE_URL=postgres://…, or run .ci/run)"]),
  ...(panelStoreServer
    ? []
    : [
        "the panel store's, session registry's and reminders' cases on PostgreSQL, and the several-instance specs " +
          "(multi-instance.spec.ts, deploy.spec.ts) (set PANEL_TEST_DATABASE_URL=postgres://…, or run .ci/run)",
      ]),
];

rmSync(".test-reports", { recursive: true, force: true });
if (hugePages.why) console.log(`vitest runs without huge pages: ${hugePages.why}.`);
const suiteStarted = performance.now();
const results = await runSteps(steps, { NEXT_TELEMETRY_DISABLED: "1", ...process.env, FORCE_COLOR: "0" });
const failedSteps = results.filter((result) => result.ran && !result.ok).map((result) => result.name);

function counts(file, read) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  return read(JSON.parse(readFileSync(file, "utf8")));
}
const vitestCounts = (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests });
const runners = [
  [postgres ? "vitest (the upstream API suite on PGlite and on PostgreSQL)" : "vitest", counts(".test-reports/vitest.json", vitestCounts)],
  [
    "playwright",
    counts(".test-reports/playwright.json", (r) => ({ passed: r.stats.expected, failed: r.stats.unexpected + r.stats.flaky, skipped: r.stats.skipped })),
  ],
];

// Each stage's wall time, so a slow stage shows at a glance (a stage that waited for a failed one did not run).
console.log("\nStage times:");
const width = Math.max(...steps.map(({ name }) => name.length));
for (const { name, ran, seconds, early } of results) {
  const beside = early ? ` (its first ${early.toFixed(1)} s beside the steps it waited for)` : "";
  console.log(`  ${name.padEnd(width)}  ${ran ? `${seconds.toFixed(1).padStart(7)} s${beside}` : "not run"}`);
}
// The wall time: the stages overlap, so this is less than their sum.
const total = (performance.now() - suiteStarted) / 1000;
console.log(`  ${"total".padEnd(width)}  ${total.toFixed(1).padStart(7)} s`);

console.log("");
for (const [name, c] of runners) console.log(`${name}: ${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ""}`);
for (const what of notRun) console.log(`Not run: ${what}.`);
if (failedSteps.length) console.log(`npm test: the ${failedSteps.join(" and the ")} step${failedSteps.length > 1 ? "s" : ""} failed.`);
for (const { name, hint } of steps) if (hint && failedSteps.includes(name)) console.log(`The ${name} step: ${hint}`);
const passed = runners.reduce((sum, [, c]) => sum + c.passed, 0);
const failed = runners.reduce((sum, [, c]) => sum + c.failed, 0) + failedSteps.length;
console.log(`Summary: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
