// Shared helpers for the upstream API tests: one in-process upstream per test file on its own
// copy of the seeded database (seed.ts builds it once per run: the demo seed, the four demo
// logins signed in), and small fetch wrappers that carry the token the way the panel does
// (query on GET, body on POST).
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, inject } from "vitest";
import { startUpstream, type RunningUpstream, type StartOptions } from "@/upstream/src/server";
import type { Db } from "@/upstream/src/db/connect";
import { fetchOnce } from "./fetch";
import { databaseUrl, DEMO, onServer, ROLES, signIn, type DemoRole, type Seed, type Tokens } from "./seed";
import { uniqueDatabaseName } from "@/tests/support/database-name";

export { DEMO, ROLES, type DemoRole } from "./seed";

// Tests read many answer shapes; `any` keeps each assertion short, and the assertions check the shape.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface Reply<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

async function reply(res: Response): Promise<Reply> {
  const text = await res.text();
  let body: unknown = undefined;
  try {
    body = JSON.parse(text);
  } catch {
    // Plain-text answers (the reset's 429) keep body undefined; tests read `text`.
  }
  return { status: res.status, body, text, headers: res.headers };
}

export interface TestUpstream {
  url: string;
  db: Db;
  get(path: string, token?: string, query?: Record<string, string | number>): Promise<Reply>;
  post(path: string, body: Record<string, unknown>, token?: string, headers?: Record<string, string>): Promise<Reply>;
  login(name: string, password?: string): Promise<string>;
  /** Tokens of the four demo logins, signed in once per run (in the seed every file copies). */
  tokens: Record<DemoRole, string>;
}

/**
 * The file's own copy of the seeded database: a PGlite on a copy of the seed's data directory, or, when
 * UPSTREAM_TEST_DATABASE_URL points at a PostgreSQL server, a database created there from the
 * seed's template and dropped afterwards (so the same suite also proves the node-postgres path
 * and real row locking). Without a seed (a config without seed.ts as globalSetup) the file
 * builds and seeds a database of its own, and signs in itself.
 */
async function freshDatabase(): Promise<{ options: StartOptions; tokens?: Tokens; drop(): Promise<void> }> {
  const server = process.env.UPSTREAM_TEST_DATABASE_URL;
  const seed: Seed | undefined = inject("upstreamSeed");
  if (!server) {
    if (seed?.kind !== "pglite") return { options: { pgliteDir: "memory://" }, drop: async () => {} };
    const copy = mkdtempSync(join(tmpdir(), "upstream-test-"));
    const drop = async () => rmSync(copy, { recursive: true, force: true });
    try {
      cpSync(seed.dataDir, copy, { recursive: true });
    } catch (error) {
      await drop();
      throw error;
    }
    return { options: { pgliteDir: copy }, tokens: seed.tokens, drop };
  }
  const name = uniqueDatabaseName("upstream_test");
  const fromTemplate = seed?.kind === "postgres" && seed.server === server;
  await createDatabase(server, name, fromTemplate ? seed.template : undefined);
  return {
    options: { databaseUrl: databaseUrl(server, name) },
    tokens: fromTemplate ? seed.tokens : undefined,
    drop: () => onServer(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** CREATE DATABASE, copying `template` when given; retried while another copy holds the template. */
async function createDatabase(server: string, name: string, template?: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await onServer(server, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
    } catch (err) {
      // 55006 object_in_use: "source database … is being accessed by other users".
      if ((err as { code?: string }).code !== "55006" || attempt >= 20) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
}

/** Starts the upstream before the file's tests and stops it after them. */
export function upstreamForFile(): TestUpstream {
  let running: RunningUpstream;
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  const api = {} as TestUpstream;
  beforeAll(async () => {
    database = await freshDatabase();
    running = await startUpstream({ port: 0, seed: true, ...database.options });
    api.url = running.url;
    api.db = running.db;
    api.get = async (path, token, query = {}) => {
      const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
      if (token !== undefined) params.set("token", token);
      return reply(await fetchOnce(`${running.url}${path}?${params}`));
    };
    api.post = async (path, body, token, headers = {}) =>
      reply(
        await fetchOnce(`${running.url}${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body: JSON.stringify(token === undefined ? body : { ...body, token }),
        }),
      );
    api.login = (name, password) => signIn(running.url, name, password);
    api.tokens =
      database.tokens ?? (Object.fromEntries(await Promise.all(ROLES.map(async (role) => [role, await api.login(role)]))) as Record<DemoRole, string>);
  });
  afterAll(async () => {
    try {
      await running?.close();
    } finally {
      await database?.drop();
    }
  });
  return api;
}

/** Runs a query straight against the database and returns its rows. */
export async function rows<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function scalar(db: Db, query: SQL): Promise<number> {
  const [row] = await rows<Record<string, unknown>>(db, query);
  return Number(Object.values(row)[0]);
}

/**
 * The clients an account sees, written independently of the upstream's recursive query: a
 * client belongs to its dealer, the dealer's reseller and that reseller's manager; the admin
 * sees all.
 */
export function visibleClients(account: string, where: SQL = sql`true`): SQL {
  return sql`SELECT count(*) FROM clients c
    JOIN accounts d ON d.id = c.dealer_id
    JOIN accounts r ON r.id = d.parent_id
    LEFT JOIN accounts m ON m.id = r.parent_id
    WHERE (${account} = 'admin' OR ${account} IN (d.name, r.name, m.name)) AND (${where})`;
}

/** Business days are UTC days. */
export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The name of some client matching `where` (aliases as in visibleClients: c, d, r, m). */
export async function someClient(db: Db, account: string, where: SQL = sql`true`): Promise<string> {
  const [row] = await rows<{ name: string }>(
    db,
    sql`SELECT c.name FROM clients c
      JOIN accounts d ON d.id = c.dealer_id
      JOIN accounts r ON r.id = d.parent_id
      LEFT JOIN accounts m ON m.id = r.parent_id
      WHERE (${account} = 'admin' OR ${account} IN (d.name, r.name, m.name)) AND (${where})
      ORDER BY c.name LIMIT 1`,
  );
  if (!row) throw new Error(`no client of ${account} matches`);
  return row.name;
}

export async function creditsOf(db: Db, account: string): Promise<number> {
  return scalar(db, sql`SELECT credits FROM accounts WHERE name = ${account}`);
}

/** The list call of a role: the dealer's is /api/clients, the others' /<prefix>/clientlist. */
export function listPath(role: DemoRole): string {
  return role === "dealer" ? "/api/clients" : `/${DEMO[role].prefix}/clientlist`;
}
