// Transparent huge pages for the test runner's Node processes (vitest): the settings that preload
// scripts/huge-pages/madvise-hugepage.c (compiled here once, into node_modules/.cache) and ask
// glibc's malloc for them too. Only where it can work: Linux with a C compiler and the kernel's
// huge pages not turned off. Anywhere else, or if the compiler fails, no settings: the tests run
// as before, only slower on machines whose page faults are dear. Not for the build nor Chromium:
// both took more CPU with huge pages (docs/testing.md).
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const source = path.join(root, "scripts/huge-pages/madvise-hugepage.c");
const THP_MODE = "/sys/kernel/mm/transparent_hugepage/enabled";

/** The kernel's mode ("always", "madvise" or "never"), or undefined without transparent huge pages. */
function kernelMode() {
  try {
    return /\[(\w+)\]/.exec(readFileSync(THP_MODE, "utf8"))?.[1];
  } catch {
    return undefined;
  }
}

/** @returns {{ env: Record<string, string>, why?: string }} the settings, or why there are none */
export function hugePagesEnv(env = process.env) {
  if (process.platform !== "linux") return { env: {}, why: "not Linux" };
  const mode = kernelMode();
  if (!mode || mode === "never") return { env: {}, why: "the kernel's transparent huge pages are off" };
  const code = readFileSync(source);
  const library = path.join(
    root,
    "node_modules/.cache/panel-huge-pages",
    `madvise-hugepage-${createHash("sha256").update(code).digest("hex").slice(0, 12)}.so`,
  );
  // LD_PRELOAD splits its list at spaces and colons.
  if (/[\s:]/.test(library)) return { env: {}, why: `the project's path has a space or a colon (${root})` };
  if (!existsSync(library)) {
    const cannot = (reason) => ({ env: {}, why: `could not compile ${path.relative(root, source)}: ${reason}` });
    try {
      mkdirSync(path.dirname(library), { recursive: true });
    } catch (error) {
      return cannot(error.message);
    }
    const built = spawnSync(env.CC ?? "cc", ["-O2", "-shared", "-fPIC", "-o", library, source, "-ldl"], { encoding: "utf8" });
    if (built.status !== 0) return cannot(built.error?.message ?? built.stderr.trim());
  }
  const join = (current, added, separator) => (current ? `${current}${separator}${added}` : added);
  return {
    env: {
      LD_PRELOAD: join(env.LD_PRELOAD, library, " "),
      GLIBC_TUNABLES: join(env.GLIBC_TUNABLES, "glibc.malloc.hugetlb=1", ":"),
    },
  };
}
