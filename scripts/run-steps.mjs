// npm test's scheduler: each step starts as soon as the steps it waits for have passed, side by
// side with whatever else is running. On two cores lint and the build's TypeScript step use one
// core each and vitest's files wait at times on their servers, timers and child processes, so
// the three side by side finish sooner than one after another.
//
// The terminal still reads as if the steps ran in their listed order: a step's output is held
// until every step before it has printed all of its own, and is live from then on.
import { spawn } from "node:child_process";

/**
 * @param {{ name: string, command: string, args: string[], after?: string[], env?: Record<string, string> }[]} steps in the order their output is printed (`env`: settings for that step alone)
 * @param {NodeJS.ProcessEnv} env every step's
 * @returns {Promise<{ name: string, ran: boolean, ok: boolean, seconds: number }[]>} in the steps' order
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
  const begin = async (step, index) => {
    const waitedFor = await Promise.all(
      (step.after ?? []).map((name) => {
        const at = steps.findIndex((other) => other.name === name);
        if (at === -1) throw new Error(`the ${step.name} step waits for "${name}", which is not a step`);
        return start(steps[at], at);
      }),
    );
    const failed = waitedFor.find((result) => !result.ok);
    const result = failed ? { name: step.name, ran: false, ok: false, seconds: 0 } : await run(step, index);
    if (failed) write(index, `\n=== ${step.name}: not run, the ${failed.name} step did not pass\n`);
    results.set(step.name, result);
    finish(index);
    return result;
  };

  await Promise.all(steps.map(start));
  return steps.map((step) => results.get(step.name));
}
