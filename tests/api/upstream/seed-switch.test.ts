// On PostgreSQL (DATABASE_URL) the upstream seeds no demo accounts unless SEED_DEMO=1 asks; the
// embedded PGlite's side of the switch, and `npm run create-admin`, are in
// ../upstream-pglite/create-admin.test.ts.
import { spawn } from "node:child_process";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { uniqueDatabaseName } from "@/tests/support/database-name";

// PostgreSQL only (describe.runIf): what `npm run upstream` seeds with DATABASE_URL set.
describe.runIf(Boolean(process.env.UPSTREAM_TEST_DATABASE_URL))("the upstream on PostgreSQL (PostgreSQL)", () => {
  const server = process.env.UPSTREAM_TEST_DATABASE_URL!;
  const created: string[] = [];
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    try {
      return await client.query(query);
    } finally {
      await client.end();
    }
  };
  afterAll(async () => {
    for (const name of created) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  /** Starts `npm run upstream` on a new database until it listens, stops it, lists its accounts. */
  async function accountsAfterStart(env: Record<string, string>): Promise<{ names: string[]; output: string }> {
    const name = uniqueDatabaseName(`seed_switch_${created.length}`);
    await admin(`CREATE DATABASE ${name}`);
    created.push(name);
    const url = new URL(server);
    url.pathname = `/${name}`;
    const child = spawn(process.execPath, ["--import", "tsx", "upstream/src/main.ts"], {
      env: { ...process.env, DATABASE_URL: url.toString(), UPSTREAM_PORT: "0", SEED_DEMO: "", ...env },
    });
    let output = "";
    await new Promise<void>((resolve, reject) => {
      const onData = (c: Buffer) => {
        output += c.toString();
        if (output.includes("upstream listening on")) setTimeout(resolve, 200); // the no-accounts hint follows
      };
      child.stdout.on("data", onData);
      child.stderr.on("data", onData);
      child.once("exit", () => reject(new Error(`upstream exited:\n${output}`)));
    });
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const rows = (await client.query<{ name: string }>("SELECT name FROM accounts ORDER BY name")).rows;
      return { names: rows.map((r) => r.name), output };
    } finally {
      await client.end();
    }
  }

  it("creates no account with DATABASE_URL alone, and says how to create the first admin", { timeout: 60_000 }, async () => {
    const { names, output } = await accountsAfterStart({});
    expect(names).toEqual([]);
    expect(output).toMatch(/npm run create-admin -- --login/);
  });

  it("seeds the demo where SEED_DEMO=1 asks", { timeout: 60_000 }, async () => {
    const { names } = await accountsAfterStart({ SEED_DEMO: "1" });
    expect(names).toEqual(expect.arrayContaining(["admin", "manager", "reseller", "dealer"]));
  });
});
