#!/usr/bin/env node
// `npm test`: lint, typecheck, vitest, a production build, then Playwright in Chromium.
// Ends with one line that sums up every test runner: "Summary: N passed, N failed".
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";

const steps = [
  ["lint", "npx", ["eslint", "."]],
  ["typecheck", "npx", ["tsc", "--noEmit"]],
  ["vitest", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", "--outputFile.json=.test-reports/vitest.json"]],
  ["build", "npx", ["next", "build"]],
  ["playwright", "npx", ["playwright", "test"]],
];

rmSync(".test-reports", { recursive: true, force: true });
let failedStep = null;
for (const [name, command, args] of steps) {
  console.log(`\n=== ${name}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { NEXT_TELEMETRY_DISABLED: "1", ...process.env, FORCE_COLOR: "0" } });
  if (result.status !== 0) {
    failedStep = name;
    break;
  }
}

function counts(file, read) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  return read(JSON.parse(readFileSync(file, "utf8")));
}
const vitest = counts(".test-reports/vitest.json", (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests }));
const playwright = counts(".test-reports/playwright.json", (r) => ({ passed: r.stats.expected, failed: r.stats.unexpected + r.stats.flaky }));

console.log(`\nvitest: ${vitest.passed} passed, ${vitest.failed} failed`);
console.log(`playwright: ${playwright.passed} passed, ${playwright.failed} failed`);
if (failedStep) console.log(`npm test stopped at the ${failedStep} step.`);
const failed = vitest.failed + playwright.failed + (failedStep ? 1 : 0);
console.log(`Summary: ${vitest.passed + playwright.passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
