#!/usr/bin/env node
// `npm test`: lint, the production build (which typechecks) and vitest side by side (vitest with
// the upstream API suite again on PostgreSQL when a server is given: a second vitest project in the
// same run), then Playwright in Chromium (with the two-instance tests when a Redis server is given).
// Ends with each stage's time, then one line that sums up every test runner:
// "Summary: N passed, N failed".
//   UPSTREAM_TEST_DATABASE_URL=postgres://…  a PostgreSQL server for the upstream API suite
//   TEST_REDIS_URL=redis://…                 a Redis server for the two-instance sign-in tests
// scripts/test-services.sh starts private ones (.ci/run does); without them those are not run,
// and the summary says so.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";

const postgres = process.env.UPSTREAM_TEST_DATABASE_URL;
const redis = process.env.TEST_REDIS_URL;
const panelStoreServer = process.env.PANEL_TEST_DATABASE_URL;
const vitestArgs = (report) => ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=.test-reports/${report}.json`];

// First lint, the production build (whose own TypeScript step is the typecheck: the same tsconfig,
// every file of it, tests included, and the route types the build generates; a second
// `tsc --noEmit` would only repeat it) and vitest, side by side. None needs another's output, and
// on two cores each leaves the CPU idle at times (lint and the TypeScript step use one core each,
// vitest's files wait on their servers, timers and child processes): together they finish sooner
// than one after another. vitest's output streams as it goes; lint's and the build's are held
// and printed whole when the three are done. Then Playwright, which uses the build.
const steps = [
  [
    ["lint", "npx", ["eslint", "."]],
    ["build (with the typecheck)", "npx", ["next", "build"]],
    // The whole suite, the upstream's API tests on in-memory PGlite, and those again on
    // PostgreSQL when UPSTREAM_TEST_DATABASE_URL names a server (vitest.config.ts's projects).
    ["vitest", "npx", vitestArgs("vitest"), {}, { live: true }],
  ],
  // Without traces: recording every test's trace (a DOM snapshot at each action) cost about an
  // eighth of the run's CPU, for files no one reads unless a test fails. A failed test still
  // prints its error and the failing call's log; `npx playwright test <file>` (the config's
  // retain-on-failure) records the trace when it is run again.
  ["playwright", "npx", ["playwright", "test", "--trace", "off"]],
];
const notRun = [
  ...(postgres ? [] : ["the upstream API suite on PostgreSQL (set UPSTREAM_TEST_DATABASE_URL=postgres://…, or run .ci/run)"]),
  ...(redis ? [] : ["the two-instance sign-in tests against Redis (set TEST_REDIS_URL=redis://…, or run .ci/run)"]),
  ...(panelStoreServer ? [] : ["the panel store's, session registry's and reminders' cases on PostgreSQL (set PANEL_TEST_DATABASE_URL=postgres://…, or run .ci/run)"]),
];

rmSync(".test-reports", { recursive: true, force: true });
const stepEnv = (extraEnv = {}) => ({ NEXT_TELEMETRY_DISABLED: "1", ...process.env, FORCE_COLOR: "0", ...extraEnv });

/** One step on the terminal, as it goes. */
function runStep([name, command, args, extraEnv]) {
  console.log(`\n=== ${name}: ${command} ${args.join(" ")}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: stepEnv(extraEnv) });
  return [{ name, seconds: (performance.now() - started) / 1000, ok: result.status === 0 }];
}

/** Steps side by side: the one marked live on the terminal as it goes, the others' output held and printed whole when all are done. */
async function runTogether(group) {
  for (const [name, command, args, , { live } = {}] of group) if (live) console.log(`\n=== ${name}: ${command} ${args.join(" ")}`);
  const results = await Promise.all(
    group.map(
      ([name, command, args, extraEnv, { live } = {}]) =>
        new Promise((resolve) => {
          const started = performance.now();
          const child = spawn(command, args, { env: stepEnv(extraEnv), stdio: live ? "inherit" : "pipe" });
          let output = "";
          child.stdout?.on("data", (chunk) => (output += chunk));
          child.stderr?.on("data", (chunk) => (output += chunk));
          child.on("close", (code) => resolve({ name, command, args, live, output, seconds: (performance.now() - started) / 1000, ok: code === 0 }));
        }),
    ),
  );
  for (const { name, command, args, live, output } of results) if (!live) process.stdout.write(`\n=== ${name}: ${command} ${args.join(" ")}\n${output}`);
  return results;
}

let failedStep = null;
const timings = [];
const suiteStarted = performance.now();
for (const step of steps) {
  const results = Array.isArray(step[0]) ? await runTogether(step) : runStep(step);
  for (const { name, seconds } of results) timings.push([name, seconds]);
  const failed = results.find((result) => !result.ok);
  if (failed) {
    failedStep = failed.name;
    break;
  }
}

function counts(file, read) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  return read(JSON.parse(readFileSync(file, "utf8")));
}
const vitestCounts = (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests });
const runners = [
  [postgres ? "vitest (the upstream API suite on PGlite and on PostgreSQL)" : "vitest", counts(".test-reports/vitest.json", vitestCounts)],
  ["playwright", counts(".test-reports/playwright.json", (r) => ({ passed: r.stats.expected, failed: r.stats.unexpected + r.stats.flaky, skipped: r.stats.skipped }))],
];

// Each stage's wall time, so a slow stage shows at a glance (stages after a failed one did not run).
console.log("\nStage times:");
const width = Math.max(...timings.map(([name]) => name.length));
for (const [name, seconds] of timings) console.log(`  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s`);
// The wall time: lint, the build and vitest overlap, so this is less than the stages' sum.
const total = (performance.now() - suiteStarted) / 1000;
console.log(`  ${"total".padEnd(width)}  ${total.toFixed(1).padStart(7)} s`);

console.log("");
for (const [name, c] of runners) console.log(`${name}: ${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ""}`);
for (const what of notRun) console.log(`Not run: ${what}.`);
if (failedStep) console.log(`npm test stopped at the ${failedStep} step.`);
const passed = runners.reduce((sum, [, c]) => sum + c.passed, 0);
const failed = runners.reduce((sum, [, c]) => sum + c.failed, 0) + (failedStep ? 1 : 0);
console.log(`Summary: ${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
