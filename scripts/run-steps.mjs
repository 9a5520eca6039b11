// npm test's scheduler: each step starts as soon as the steps it waits for have passed, side by
// side with whatever else is running. On two cores lint and the build's TypeScript step use one
// core each and vitest's files wait at times on their servers, timers and child processes, so
// the three side by side finish sooner than one after another.
//
// The terminal still reads as if the steps ran in their listed order: a step's output is held
// until every step before it has printed all of its own, and is live from then on.
//
// A step may start before all it waits for has passed (`startAfter`, a part of `after`): its
// process then starts once those have passed and finds in STEP_GATE_FILE when the rest have: the
// file says "go" once they all passed, "stop" as soon as one did not. (Playwright starts its
// servers while vitest finishes, and its tests wait: tests/e2e/support/step-gate.ts.)
import { spawn } from "node:child_process";
import { mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * @param {{ name: string, command: string, args: string[], after?: string[], startAfter?: string[], env?: Record<string, string> }[]} steps in the order their output is printed (`env`: settings for that step alone)
 * @param {NodeJS.ProcessEnv} env every step's
 * @returns {Promise<{ name: string, ran: boolean, ok: boolean, seconds: number, early?: number }[]>} in the steps' order (`early`: the seconds a step ran before its gate opened)
 */
export async function runSteps(steps, env) {
  const held = steps.map(() => []);
  const done = steps.map(() => false);
  let printing = 0;

  const write = (index, text) => (index === printing ? process.stdout.write(text) : held[index].push(text));
  const finish = (index) => {
    done[index] = true;
    // Hand the terminal on to the next steps in order, printing what each held meanwhile.
    while (printing < steps.length && done[printing]) {
      printing += 1;
      if (printing < steps.length) for (const text of held[printing].splice(0)) process.stdout.write(text);
    }
  };

  const results = new Map();
  const run = (step, index) =>
    new Promise((resolve) => {
      write(index, `\n=== ${step.name}: ${step.command} ${step.args.join(" ")}\n`);
      const started = performance.now();
      const child = spawn(step.command, step.args, { env: { ...env, ...step.env } });
      child.stdout.on("data", (chunk) => write(index, chunk));
      child.stderr.on("data", (chunk) => write(index, chunk));
      child.on("close", (code) => resolve({ name: step.name, ran: true, ok: code === 0, seconds: (performance.now() - started) / 1000 }));
    });

  const started = new Map();
  const start = (step, index) => {
    if (!started.has(step.name)) started.set(step.name, begin(step, index));
    return started.get(step.name);
  };
  const waitFor = (step, names) =>
    Promise.all(
      names.map((name) => {
        const at = steps.findIndex((other) => other.name === name);
        if (at === -1) throw new Error(`the ${step.name} step waits for "${name}", which is not a step`);
        return start(steps[at], at);
      }),
    );
  const notRun = (step, index, failed) => {
    write(index, `\n=== ${step.name}: not run, the ${failed.name} step did not pass\n`);
    return { name: step.name, ran: false, ok: false, seconds: 0 };
  };
  const begin = async (step, index) => {
    const result = step.startAfter ? await beginEarly(step, index) : await beginAfter(step, index);
    results.set(step.name, result);
    finish(index);
    return result;
  };
  const beginAfter = async (step, index) => {
    const failed = (await waitFor(step, step.after ?? [])).find((result) => !result.ok);
    return failed ? notRun(step, index, failed) : run(step, index);
  };
  const beginEarly = async (step, index) => {
    const failedBefore = (await waitFor(step, step.startAfter)).find((result) => !result.ok);
    if (failedBefore) return notRun(step, index, failedBefore);
    const folder = mkdtempSync(path.join(tmpdir(), "step-gate-"));
    const gate = path.join(folder, "gate");
    const startedAt = performance.now();
    const running = run({ ...step, env: { ...step.env, STEP_GATE_FILE: gate } }, index);
    const rest = (step.after ?? []).filter((name) => !step.startAfter.includes(name));
    const failed = (await waitFor(step, rest)).find((result) => !result.ok);
    // Written whole under another name, then renamed: the step never reads half a word.
    writeFileSync(`${gate}.part`, failed ? "stop" : "go");
    renameSync(`${gate}.part`, gate);
    const early = (performance.now() - startedAt) / 1000;
    const result = await running;
    rmSync(folder, { recursive: true, force: true });
    return failed ? { ...notRun(step, index, failed), seconds: result.seconds } : { ...result, early };
  };

  await Promise.all(steps.map(start));
  return steps.map((step) => results.get(step.name));
}
