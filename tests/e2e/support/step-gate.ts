// Playwright's global setup under `npm test`: Playwright starts once the build is made, so that
// its servers start (a fresh database, two panels, the spec upstream: slow to start) while vitest
// finishes, and its tests wait here until vitest has passed (STEP_GATE_FILE, written by
// scripts/run-steps.mjs: "go", or "stop" when vitest failed). Without the setting, nothing waits.
import { readFile } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";

export default async function waitForTheStepsBefore() {
  const gate = process.env.STEP_GATE_FILE;
  if (!gate) return;
  for (;;) {
    const word = await readFile(gate, "utf8").catch(() => "");
    if (word === "go") return;
    if (word === "stop") throw new Error("not run: a step before Playwright did not pass (see its output above)");
    await sleep(250);
  }
}
