// The docs point only at what the repository has: every relative link of a Markdown page reaches a
// file (and, with a #fragment, a heading of it), every docs/*.md a source file names exists, and
// nothing names a document that lives outside the repository (a clone has only what is in it).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(__dirname, "..", "..");
const SKIP = new Set(["node_modules", ".next", ".git", ".data", "dist", "out", "coverage", "test-results", "playwright-report", ".test-reports"]);

function walk(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return walk(path, keep);
    return keep(entry.name) ? [path] : [];
  });
}

const markdown = walk(ROOT, (name) => name.endsWith(".md"));
const sources = walk(ROOT, (name) => /\.(ts|tsx|mts|mjs|js|json|jsonc|sh|c|sql|css)$/.test(name) && name !== "package-lock.json");

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  let fenced = false;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (line.startsWith("```")) fenced = !fenced;
    const heading = !fenced && /^#{1,6} (.*)$/.exec(line);
    if (!heading) continue;
    const base = heading[1]
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\- _]/gu, "")
      .replace(/ /g, "-");
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count ? `${base}-${count}` : base);
  }
  return anchors;
}

/** The relative links of a Markdown file outside code blocks and code spans: [text](target). */
function linksOf(file: string): string[] {
  const text = readFileSync(file, "utf8")
    .replace(/^```[\s\S]*?^```/gm, "")
    .replace(/`[^`\n]*`/g, "");
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]).filter((target) => !/^[a-z]+:/i.test(target));
}

describe("the docs' links", () => {
  const cases = markdown.flatMap((file) => linksOf(file).map((target) => ({ file: relative(ROOT, file), target })));

  it("finds links to check", () => {
    expect(cases.length).toBeGreaterThan(20);
  });

  it.each(cases)("$file → $target", ({ file, target }) => {
    const [path, fragment] = target.split("#");
    const resolved = path ? join(ROOT, dirname(file), path) : join(ROOT, file);
    expect(existsSync(resolved), `${target} in ${file}: no such file`).toBe(true);
    if (fragment && statSync(resolved).isFile() && resolved.endsWith(".md")) {
      expect([...anchorsOf(resolved)], `${target} in ${file}: no such heading`).toContain(fragment);
    }
  });
});

describe("documents named in the code", () => {
  it("every docs/… page a source file names exists", () => {
    const missing = sources.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/\bdocs\/[\w/-]+\.md\b/g)]
        .map((match) => match[0])
        .filter((doc) => !existsSync(join(ROOT, doc)))
        .map((doc) => `${relative(ROOT, file)}: ${doc}`),
    );
    expect(missing).toEqual([]);
  });

  it("nothing names a document outside the repository", () => {
    // Assembled so that this file does not name them itself.
    const outside = new RegExp(["/work/", "ARCHITECTURE §", "\\bUPSTREAM\\.md\\b", "\\bCONVENTIONS\\.md\\b"].join("|"));
    const naming = [...markdown, ...sources]
      .filter((file) => file !== __filename)
      .flatMap((file) =>
        readFileSync(file, "utf8")
          .split("\n")
          .map((line, index) => ({ line, where: `${relative(ROOT, file)}:${index + 1}` }))
          .filter(({ line }) => outside.test(line))
          .map(({ where, line }) => `${where}: ${line.trim()}`),
      );
    expect(naming).toEqual([]);
  });
});
