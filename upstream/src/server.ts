// startUpstream(): the whole upstream in-process – connect, migrate, seed an empty database,
// listen. main.ts wraps it for the command line; tests and scripts call it directly.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { count } from "drizzle-orm";
import { createApp } from "./app";
import { connect, type Db } from "./db/connect";
import { migrate } from "./db/migrate";
import { trackRequests } from "./http/drain";
import type { Lifecycle } from "./routes/health";
import { accounts } from "./db/schema";
import { systemClock, type Clock } from "./rules/dates";
import { seedDemo } from "./seed/demo";

export interface StartOptions {
  /** 0 picks a free port. Default 4000. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** postgres://… selects node-postgres; otherwise PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory, "memory://" for in-memory. Default .data/pglite. */
  pgliteDir?: string;
  /** Seed the demo data when the database has no accounts. Default true. */
  seed?: boolean;
  /** Bench-only response delay in milliseconds. Default 0. */
  delayMs?: number;
  /** When set, sign-in requires a non-empty g_recaptcha_response. */
  captchaRequired?: boolean;
  /** Injectable clock for tests. */
  now?: Clock;
  /** Most PostgreSQL connections at once (DATABASE_POOL_SIZE). Default 10. */
  poolSize?: number;
}

export interface RunningUpstream {
  url: string;
  db: Db;
  /** Stops at once: open connections are cut. */
  close(): Promise<void>;
  /**
   * Stops gracefully (SIGTERM): /ready answers 503, new connections are refused, the requests in
   * flight get their answers (for up to graceMs), then the database closes. cutOff counts the
   * requests still running when the grace period ran out.
   */
  shutdown(graceMs: number): Promise<{ cutOff: number }>;
}

export async function startUpstream(options: StartOptions = {}): Promise<RunningUpstream> {
  const handle = await connect(options);
  const now = options.now ?? systemClock;
  try {
    await migrate(handle);
    if (options.seed ?? true) {
      const [{ n }] = await handle.db.select({ n: count() }).from(accounts);
      if (n === 0) await seedDemo(handle.db, { now: now() });
    }
  } catch (err) {
    await handle.close();
    throw err;
  }

  const lifecycle: Lifecycle = { shuttingDown: false };
  const app = createApp({ db: handle.db, now, captchaRequired: options.captchaRequired ?? false, delayMs: options.delayMs, lifecycle });
  const host = options.host ?? "127.0.0.1";
  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: options.port ?? 4000, hostname: host }, (info: AddressInfo) => resolve({ server, port: info.port }));
    server.once("error", reject);
  });

  const drainer = trackRequests(server as Server);
  let closing: Promise<{ cutOff: number }> | undefined;
  const stop = (graceMs: number) =>
    (closing ??= (async () => {
      lifecycle.shuttingDown = true;
      const drained = await drainer.drain(graceMs);
      await handle.close();
      return drained;
    })());
  return {
    url: `http://${host}:${port}`,
    db: handle.db,
    close: async () => void (await stop(0)),
    shutdown: stop,
  };
}
