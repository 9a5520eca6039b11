// Comments, test titles, file names and docs say why, never when: a ticket's number or a work
// period says nothing to the next reader (history lives in git), and a timing taken on one machine
// goes stale in the code; the latest figures live in docs/performance.md and docs/testing.md, with
// the machine named. A link to another project's issue tracker (github.com/…/issues/N) is fine.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(__dirname, "..", "..");
const SKIP = new Set(["node_modules", ".next", ".git", ".data", "dist", "out", "coverage", "test-results", "playwright-report", ".test-reports"]);

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });
}

const files = walk(ROOT).map((file) => relative(ROOT, file));
const isSource = (file: string) => /\.(ts|tsx|mts|mjs|js|sh|sql|css)$/.test(file);
const isText = (file: string) => isSource(file) || file.endsWith(".md");

// Assembled from parts so that this file does not match itself.
const TICKET = new RegExp(["\\biss" + "ues?[-_ ]?#?\\d", "\\bst" + "op \\d+\\b", "\\bwork peri" + "ods?\\b"].join("|"), "i");
const MACHINE_FIGURE = new RegExp(["CPU-sec" + "onds?", "this work" + "place's", "\\d ?(?:µs|ms|s) he" + "re\\b"].join("|"), "i");
/** Addresses of issue trackers: the one place a number names an issue for a reason. */
const TRACKER_LINK = /https?:\/\/\S+\/issues\/\d+/g;

function linesMatching(file: string, pattern: RegExp): string[] {
  return readFileSync(join(ROOT, file), "utf8")
    .split("\n")
    .map((line, index) => ({ line: line.replace(TRACKER_LINK, ""), where: `${file}:${index + 1}` }))
    .filter(({ line }) => pattern.test(line))
    .map(({ where, line }) => `${where}: ${line.trim()}`);
}

describe("comments say why, never when", () => {
  it("finds files to read", () => {
    expect(files.filter(isSource).length).toBeGreaterThan(100);
    expect(files.filter((file) => file.endsWith(".md")).length).toBeGreaterThan(5);
  });

  it("no source line, test title or doc names a ticket or a stage of the work", () => {
    expect(files.filter(isText).flatMap((file) => linesMatching(file, TICKET))).toEqual([]);
  });

  it("no file or folder is named for an issue", () => {
    expect(files.filter((file) => /\bissues?[-_ ]?\d/i.test(file))).toEqual([]);
  });

  it("no code comment quotes a machine's timings (they belong in docs/performance.md or docs/testing.md)", () => {
    expect(files.filter(isSource).flatMap((file) => linesMatching(file, MACHINE_FIGURE))).toEqual([]);
  });
});
