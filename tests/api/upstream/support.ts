// Shared helpers for the upstream API tests: one in-process upstream per test file (in-memory
// PGlite, demo seed), sign-in per demo login, and small fetch wrappers that carry the token the
// way the panel does (query on GET, body on POST).
import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import pg from "pg";
import { startUpstream, type RunningUpstream, type StartOptions } from "@/upstream/src/server";
import type { Db } from "@/upstream/src/db/connect";

export const DEMO = {
  admin: { password: "admin1234", prefix: "admin" },
  manager: { password: "manager1234", prefix: "superreseller" },
  reseller: { password: "reseller1234", prefix: "reseller" },
  dealer: { password: "dealer1234", prefix: "api" },
} as const;
export type DemoRole = keyof typeof DEMO;
export const ROLES = Object.keys(DEMO) as DemoRole[];

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
  /** Tokens of the four demo logins, signed in once per file. */
  tokens: Record<DemoRole, string>;
}

/**
 * A fresh database for one test file: in-memory PGlite, or, when UPSTREAM_TEST_DATABASE_URL
 * points at a PostgreSQL server, a new database created there and dropped afterwards (so the
 * same suite also proves the node-postgres path and real row locking).
 */
async function freshDatabase(): Promise<{ options: StartOptions; drop(): Promise<void> }> {
  const server = process.env.UPSTREAM_TEST_DATABASE_URL;
  if (!server) return { options: { pgliteDir: "memory://" }, drop: async () => {} };
  const name = `upstream_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    options: { databaseUrl: url.toString() },
    async drop() {
      const again = new pg.Client({ connectionString: server });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
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
      return reply(await fetch(`${running.url}${path}?${params}`));
    };
    api.post = async (path, body, token, headers = {}) =>
      reply(
        await fetch(`${running.url}${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body: JSON.stringify(token === undefined ? body : { ...body, token }),
        }),
      );
    api.login = async (name, password = DEMO[name as DemoRole]?.password) => {
      const res = await api.post("/authenticate", { login_username: name, login_password: password, g_recaptcha_response: "" });
      if (res.status !== 200) throw new Error(`login ${name} failed: ${res.status} ${res.text}`);
      return res.body.token as string;
    };
    const tokens = await Promise.all(ROLES.map((role) => api.login(role)));
    api.tokens = Object.fromEntries(ROLES.map((role, i) => [role, tokens[i]])) as Record<DemoRole, string>;
  });
  afterAll(async () => {
    await running?.close();
    await database?.drop();
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
