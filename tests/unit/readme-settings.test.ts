// Every environment variable is documented where a newcomer looks: a row of the README's Settings
// table, and, for a row marked *, its full rules under "Settings in detail" in docs/operations.md.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SETTING_NAMES } from "@/lib/settings";

const ROOT = join(__dirname, "..", "..");
const read = (file: string) => readFileSync(join(ROOT, file), "utf8");

// Read outside lib/settings.ts: by the start scripts (PANEL_HOST, UPSTREAM_PORT; PORT too, which
// lib/settings.ts checks as well, against METRICS_PORT), by the
// reference upstream, and at build time (NEXT_PUBLIC_*, and TYPECHECK_APART in next.config.ts).
const OTHER_SETTINGS = [
  "PANEL_HOST",
  "UPSTREAM_PORT",
  "DATABASE_URL",
  "SEED_DEMO",
  "DATABASE_POOL_SIZE",
  "PGLITE_DIR",
  "RECAPTCHA_SECRET_KEY",
  "UPSTREAM_HOST",
  "NEXT_PUBLIC_PRODUCT_NAME",
  "UPSTREAM_DELAY_MS",
  "TYPECHECK_APART",
];

/** The README's Settings table: each row's variable and whether it is marked * (more rules elsewhere). */
function settingsRows(): { name: string; detailed: boolean }[] {
  const readme = read("README.md");
  const section = readme.slice(readme.indexOf("\n## Settings\n"), readme.indexOf("\n## ", readme.indexOf("\n## Settings\n") + 1));
  return [...section.matchAll(/^\| `([A-Z_]+)`( \*)? \|/gm)].map((match) => ({ name: match[1], detailed: Boolean(match[2]) }));
}

/** The variables docs/operations.md explains under "Settings in detail". */
function detailedInDocs(): string[] {
  const docs = read("docs/operations.md");
  const start = docs.indexOf("\n## Settings in detail\n");
  const section = docs.slice(start, docs.indexOf("\n## ", start + 1));
  return [...section.matchAll(/^- `([A-Z_]+)`/gm)].map((match) => match[1]);
}

describe("the settings' documentation", () => {
  it("has one README row for every variable the panel, its scripts and the reference upstream read, and none else", () => {
    const rows = settingsRows().map((row) => row.name);
    expect(new Set(rows).size, "a variable listed twice").toBe(rows.length);
    expect([...rows].sort()).toEqual([...SETTING_NAMES, ...OTHER_SETTINGS].sort());
  });

  it("explains in docs/operations.md exactly the rows marked *", () => {
    const marked = settingsRows()
      .filter((row) => row.detailed)
      .map((row) => row.name);
    expect(marked.length).toBeGreaterThan(0);
    expect([...detailedInDocs()].sort()).toEqual([...marked].sort());
  });
});
