// npm test's scheduler (scripts/run-steps.mjs): a step with `startAfter` starts once those steps
// have passed and learns from its gate file whether the rest of what it waits for passed.
import { afterEach, describe, expect, it, vi } from "vitest";
// @ts-expect-error: a plain JavaScript script of npm test's, without type declarations
import { runSteps as untypedRunSteps } from "@/scripts/run-steps.mjs";

type Step = { name: string; command: string; args: string[]; after?: string[]; startAfter?: string[] };
type Result = { name: string; ran: boolean; ok: boolean; seconds: number; early?: number };
const runSteps = untypedRunSteps as (steps: Step[], env: NodeJS.ProcessEnv) => Promise<Result[]>;

const node = (name: string, script: string, more: Partial<Step> = {}): Step => ({ name, command: process.execPath, args: ["-e", script], ...more });
// Says whether its gate was open when it started, then waits for the word and exits by it.
const GATED = `
const fs = require("node:fs");
const gate = process.env.STEP_GATE_FILE;
console.log(fs.existsSync(gate) ? "gate open at start" : "gate closed at start");
const timer = setInterval(() => {
  if (!fs.existsSync(gate)) return;
  clearInterval(timer);
  const word = fs.readFileSync(gate, "utf8");
  console.log("gate says " + word);
  process.exit(word === "go" ? 0 : 1);
}, 20);`;

let printed = "";
afterEach(() => vi.restoreAllMocks());
function capture() {
  printed = "";
  vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    printed += String(chunk);
    return true;
  });
}

describe("runSteps", () => {
  it("starts a gated step before the steps it waits for end, and opens its gate once they pass", async () => {
    capture();
    const results = await runSteps(
      [
        node("build", "process.exit(0)"),
        node("vitest", "setTimeout(() => process.exit(0), 1500)"),
        node("e2e", GATED, { startAfter: ["build"], after: ["build", "vitest"] }),
      ],
      process.env,
    );
    expect(results.map(({ name, ran, ok }) => ({ name, ran, ok }))).toEqual([
      { name: "build", ran: true, ok: true },
      { name: "vitest", ran: true, ok: true },
      { name: "e2e", ran: true, ok: true },
    ]);
    expect(printed).toContain("gate closed at start");
    expect(printed).toContain("gate says go");
    expect(results[2].early).toBeGreaterThan(0);
  });

  it("tells a gated step to stop when a step it waits for fails, and reports it not run", async () => {
    capture();
    const results = await runSteps(
      [
        node("build", "process.exit(0)"),
        node("vitest", "setTimeout(() => process.exit(3), 200)"),
        node("e2e", GATED, { startAfter: ["build"], after: ["build", "vitest"] }),
      ],
      process.env,
    );
    expect(results.map(({ name, ran, ok }) => ({ name, ran, ok }))).toEqual([
      { name: "build", ran: true, ok: true },
      { name: "vitest", ran: true, ok: false },
      { name: "e2e", ran: false, ok: false },
    ]);
    expect(printed).toContain("gate says stop");
    expect(printed).toContain("=== e2e: not run, the vitest step did not pass");
  });

  it("does not start a step whose start waits for a failed step", async () => {
    capture();
    const results = await runSteps([node("build", "process.exit(2)"), node("e2e", GATED, { startAfter: ["build"], after: ["build"] })], process.env);
    expect(results[1]).toMatchObject({ name: "e2e", ran: false, ok: false });
    expect(printed).not.toContain("gate closed at start");
  });
});
