// npm test's huge pages for vitest (scripts/huge-pages.mjs): with its settings a Node process's
// large mappings are advised MADV_HUGEPAGE (the "hg" flag in /proc/self/smaps); without them not.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain JavaScript script of npm test's, without type declarations
import { hugePagesEnv } from "@/scripts/huge-pages.mjs";

const settings = hugePagesEnv() as { env: Record<string, string>; why?: string };

/**
 * Mappings of a Node process advised for huge pages after it made a 64 MB array (V8 maps its large
 * objects itself: the preloaded mmap) and a 32 MB buffer (malloc's: glibc's setting).
 */
function advisedMappings(env: Record<string, string>): number {
  const script = `const numbers = new Array(8e6).fill(1.5); const bytes = Buffer.alloc(32e6, 1);
    const smaps = require("node:fs").readFileSync("/proc/self/smaps", "utf8");
    console.log(numbers.length + bytes.length > 0 ? (smaps.match(/^VmFlags:.* hg/gm) ?? []).length : -1);`;
  const run = spawnSync(process.execPath, ["-e", script], { env: { ...process.env, LD_PRELOAD: "", GLIBC_TUNABLES: "", ...env }, encoding: "utf8" });
  expect(run.status, run.stderr).toBe(0);
  return Number(run.stdout.trim());
}

describe.skipIf(Boolean(settings.why))(`huge pages for the test runner${settings.why ? ` (not here: ${settings.why})` : ""}`, () => {
  it("advises a Node process's large mappings, its own and malloc's, which without the settings are not", () => {
    expect(advisedMappings({})).toBe(0);
    expect(advisedMappings({ LD_PRELOAD: settings.env.LD_PRELOAD })).toBeGreaterThan(0);
    expect(advisedMappings({ GLIBC_TUNABLES: settings.env.GLIBC_TUNABLES })).toBeGreaterThan(0);
  });
});
