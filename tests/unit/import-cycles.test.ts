// No module of the panel imports itself back through others, type-only imports included: a
// circle ties modules together that should each stand on their own. The lint's floors
// (eslint.config.mjs) say which way imports go; this says there is no way back.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOTS = ["lib", "features", "components", "hooks", "app", "proxy.ts", "instrumentation.ts", "instrumentation-node.ts"];
// Static imports and re-exports, and dynamic import("…"): a lazily loaded module still imports back.
const IMPORT = /(?:(?:import|export)[^'"]*?from\s+|import\(\s*)["']([^"']+)["']/g;

function sources(entry: string): string[] {
  if (!existsSync(entry)) return [];
  if (statSync(entry).isFile()) return /\.tsx?$/.test(entry) ? [entry] : [];
  return readdirSync(entry).flatMap((name) => sources(path.join(entry, name)));
}

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith("@/") ? spec.slice(2) : spec.startsWith(".") ? path.join(path.dirname(from), spec) : null;
  if (base === null) return null;
  const found = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"].map((ext) => base + ext).find((file) => /\.tsx?$/.test(file) && existsSync(file));
  return found ? path.normalize(found) : null;
}

/** The strongly connected groups of more than one module (Tarjan). */
function circles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe("the panel's modules", () => {
  it("import one another without a circle", () => {
    const files = ROOTS.flatMap(sources).map((file) => path.normalize(file));
    const graph = new Map(
      files.map((file) => [file, [...readFileSync(file, "utf8").matchAll(IMPORT)].map((m) => resolve(file, m[1])).filter((f): f is string => f !== null)]),
    );
    expect(circles(graph)).toEqual([]);
  });
});
