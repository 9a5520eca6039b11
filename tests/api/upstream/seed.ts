// The seeded test database, built once per vitest run (a globalSetup in vitest.config.ts) and
// cloned by every upstream API test file (support.ts), instead of each file booting, migrating,
// seeding 320 clients and signing in four times:
//   PGlite      one data directory in a temp folder, migrated, seeded and signed in, then closed;
//               each file copies the folder and opens its own PGlite on the copy.
//   PostgreSQL  (UPSTREAM_TEST_DATABASE_URL) one template database, migrated, seeded and signed
//               in; each file gets its own `CREATE DATABASE … TEMPLATE` copy.
// The four demo logins are signed in here, so their tokens (live an hour) are in every clone.
// Projects on the same engine share it (sharedSeed).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { startUpstream, type StartOptions } from "../../../upstream/src/server";
import { fetchOnce } from "./fetch";
import { uniqueDatabaseName } from "../../support/database-name";
import { copyEmptyPglite } from "../../support/empty-pglite";

export const DEMO = {
  admin: { password: "admin1234", prefix: "admin" },
  manager: { password: "manager1234", prefix: "superreseller" },
  reseller: { password: "reseller1234", prefix: "reseller" },
  dealer: { password: "dealer1234", prefix: "api" },
} as const;
export type DemoRole = keyof typeof DEMO;
export const ROLES = Object.keys(DEMO) as DemoRole[];

export type Tokens = Record<DemoRole, string>;
export type Seed = { kind: "pglite"; dataDir: string; tokens: Tokens } | { kind: "postgres"; server: string; template: string; tokens: Tokens };

declare module "vitest" {
  export interface ProvidedContext {
    upstreamSeed: Seed;
  }
}

/** Signs a demo login in through the upstream's own sign-in call; returns its token. */
export async function signIn(url: string, name: string, password: string | undefined = DEMO[name as DemoRole]?.password): Promise<string> {
  const res = await fetchOnce(`${url}/authenticate`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ login_username: name, login_password: password, g_recaptcha_response: "" }),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`login ${name} failed: ${res.status} ${text}`);
  return JSON.parse(text).token as string;
}

export function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs statements on the server's maintenance connection (CREATE/DROP DATABASE cannot run in a pool's transaction). */
export async function onServer(server: string, ...statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Starts an upstream on `options`, lets it migrate and seed, signs the demo logins in, and closes it. */
async function seeded(options: StartOptions): Promise<Tokens> {
  const running = await startUpstream({ port: 0, seed: true, ...options });
  try {
    const tokens = await Promise.all(ROLES.map((role) => signIn(running.url, role)));
    return Object.fromEntries(ROLES.map((role, i) => [role, tokens[i]])) as Tokens;
  } finally {
    await running.close();
  }
}

async function build(server: string | undefined): Promise<{ seed: Seed; dispose(): Promise<void> }> {
  if (server) {
    const template = uniqueDatabaseName("upstream_tpl");
    await onServer(server, `CREATE DATABASE ${template}`);
    // The upstream's pool is closed before any file copies the template: PostgreSQL refuses a
    // template that has open connections.
    const tokens = await seeded({ databaseUrl: databaseUrl(server, template) });
    return {
      seed: { kind: "postgres", server, template, tokens },
      dispose: () => onServer(server, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`),
    };
  }
  // A PGlite data directory, closed cleanly: a file copies the folder and opens its copy, which
  // took about half the CPU of loading a dumpDataDir() tarball into an in-memory one. It starts as
  // a copy of the empty one (no initdb), which the upstream migrates and seeds.
  const dir = mkdtempSync(join(tmpdir(), "upstream-seed-"));
  const dataDir = await copyEmptyPglite(join(dir, "pgdata"));
  const tokens = await seeded({ pgliteDir: dataDir });
  return { seed: { kind: "pglite", dataDir, tokens }, dispose: async () => rmSync(dir, { recursive: true, force: true }) };
}

// Projects on the same engine (the panel's own tests and the upstream API suite both run on
// PGlite) share one build: it is the slowest step of a run's start. Vitest loads this module once
// per project, so the builds are kept on globalThis (every project's setup runs in the main
// process). In watch mode a rerun builds again once the build is older than half its tokens'
// hour, or failed, so its tokens and dates stay fresh.
const REBUILD_AFTER_MS = 30 * 60_000;
type Built = Awaited<ReturnType<typeof build>>;
type Shared = { latest?: Promise<Built>; startedAt: number; made: Promise<Built>[]; users: number };
const holder = globalThis as { upstreamSeedBuilds?: Map<string, Shared> };
const shared = (holder.upstreamSeedBuilds ??= new Map<string, Shared>());

/** Starts a build for `entry` (synchronously, so that setups and reruns running at once share it). */
function startBuild(entry: Shared, server: string | undefined): void {
  entry.startedAt = Date.now();
  const latest = build(server);
  entry.latest = latest;
  entry.made.push(latest);
  // A failed build is built again on the next rerun rather than kept.
  latest.catch(() => (entry.startedAt = 0));
}

async function sharedSeed(server: string | undefined, rerun: boolean): Promise<Seed> {
  const key = server ?? "pglite";
  let entry = shared.get(key);
  if (!entry) {
    shared.set(key, (entry = { startedAt: 0, made: [], users: 0 }));
    startBuild(entry, server);
  } else if (rerun && Date.now() - entry.startedAt > REBUILD_AFTER_MS) {
    startBuild(entry, server);
  }
  return (await entry.latest!).seed;
}

/** The vitest globalSetup, once per project: on the engine the project's own environment names. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // A project's empty UPSTREAM_TEST_DATABASE_URL means PGlite, whatever the shell says.
  const server = (project.config.env?.UPSTREAM_TEST_DATABASE_URL ?? process.env.UPSTREAM_TEST_DATABASE_URL) || undefined;
  const key = server ?? "pglite";
  const seed = sharedSeed(server, false);
  shared.get(key)!.users++;
  project.provide("upstreamSeed", await seed);
  project.onTestsRerun(async () => project.provide("upstreamSeed", await sharedSeed(server, true)));
  return async () => {
    const entry = shared.get(key)!;
    if (--entry.users > 0) return;
    shared.delete(key);
    // Every build this run made, the failed ones aside (they left nothing to remove).
    for (const outcome of await Promise.allSettled(entry.made)) if (outcome.status === "fulfilled") await outcome.value.dispose();
  };
}
