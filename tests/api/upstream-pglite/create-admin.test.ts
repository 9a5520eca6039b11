// Safe defaults: the demo accounts (known passwords) are seeded on the embedded PGlite, and on
// PostgreSQL only with SEED_DEMO=1; the first admin of a real database comes from
// `npm run create-admin`, whose password never travels on the command line. The embedded PGlite
// here whatever engine the API suite runs on; PostgreSQL's side is ../upstream/seed-switch.test.ts.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { demoSeedWanted } from "@/upstream/src/seed/switch";
import { startUpstream } from "@/upstream/src/server";
import { freshPgliteDir } from "../../support/fresh-pglite";

/** Runs a command line tool of the upstream; resolves with its exit code and output. */
function tool(script: string, args: string[], env: Record<string, string>, stdin = ""): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", script, ...args], { env: { ...process.env, DATABASE_URL: "", ADMIN_PASSWORD: "", ...env } });
    let output = "";
    child.stdout.on("data", (c: Buffer) => (output += c.toString()));
    child.stderr.on("data", (c: Buffer) => (output += c.toString()));
    child.stdin.end(stdin);
    child.on("exit", (code) => resolve({ code, output }));
  });
}

describe("demoSeedWanted", () => {
  it("seeds the PGlite demo, not a PostgreSQL database, unless SEED_DEMO says otherwise", () => {
    expect(demoSeedWanted({})).toBe(true);
    expect(demoSeedWanted({ DATABASE_URL: "postgres://db/x" })).toBe(false);
    expect(demoSeedWanted({ DATABASE_URL: "postgres://db/x", SEED_DEMO: "1" })).toBe(true);
    expect(demoSeedWanted({ SEED_DEMO: "0" })).toBe(false);
    expect(() => demoSeedWanted({ SEED_DEMO: "yes" })).toThrow(/SEED_DEMO/);
  });
});

describe("npm run create-admin", () => {
  // A new database (a copy of the run's empty one); the second test starts from an empty folder.
  const dir = freshPgliteDir();
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const cli = "upstream/src/create-admin-cli.ts";

  it("creates the first admin from ADMIN_PASSWORD, then refuses a second one (stdin password)", { timeout: 60_000 }, async () => {
    const first = await tool(cli, ["--login", "boss"], { PGLITE_DIR: dir, ADMIN_PASSWORD: "s3cret-pass" });
    expect(first.code, first.output).toBe(0);
    expect(first.output).toMatch(/admin account boss created/);
    expect(first.output).not.toMatch(/s3cret-pass/);

    const second = await tool(cli, ["--login", "chief"], { PGLITE_DIR: dir }, "0ther-pass\n");
    expect(second.code).toBe(1);
    expect(second.output).toMatch(/An admin account already exists \(boss\)/);

    // The account signs in with its password, hashed as the upstream hashes; no demo account exists.
    const upstream = await startUpstream({ port: 0, pgliteDir: dir, seed: false });
    try {
      const signIn = (login: string, password: string) =>
        fetch(`${upstream.url}/authenticate`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ login_username: login, login_password: password, g_recaptcha_response: "" }),
        });
      const boss = await signIn("boss", "s3cret-pass");
      expect(boss.status).toBe(200);
      expect(((await boss.json()) as { role: string }).role).toBe("admin");
      expect((await signIn("admin", "admin1234")).status).toBe(401);
    } finally {
      await upstream.close();
    }
  });

  it("takes the password from stdin, and refuses one on the command line or a short one", { timeout: 60_000 }, async () => {
    const other = mkdtempSync(join(tmpdir(), "create-admin-"));
    try {
      const onArgv = await tool(cli, ["--login", "boss", "--password", "visible"], { PGLITE_DIR: other });
      expect(onArgv.code).toBe(1);
      expect(onArgv.output).toMatch(/--password is not accepted/);
      const short = await tool(cli, ["--login", "boss"], { PGLITE_DIR: other }, "short\n");
      expect(short.code).toBe(1);
      expect(short.output).toMatch(/at least 8 characters/);
      // Refused before the database is opened: nothing was created or migrated.
      expect(readdirSync(other)).toEqual([]);
      const piped = await tool(cli, ["--login", "boss"], { PGLITE_DIR: other }, "piped-pass\n");
      expect(piped.code, piped.output).toBe(0);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
