// startUpstream(): the whole upstream in-process – connect, migrate, seed an empty database,
// listen. main.ts wraps it for the command line; tests and scripts call it directly.
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { count } from "drizzle-orm";
import { createApp } from "./app";
import { connect, type Db } from "./db/connect";
import { migrate } from "./db/migrate";
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
  /** A PGlite data directory tarball to start from (see ConnectOptions). */
  pgliteLoadDataDir?: Blob;
  /** Seed the demo data when the database has no accounts. Default true. */
  seed?: boolean;
  /** Bench-only response delay in milliseconds. Default 0. */
  delayMs?: number;
  /** When set, sign-in requires a non-empty g_recaptcha_response. */
  captchaRequired?: boolean;
  /** Injectable clock for tests. */
  now?: Clock;
}

export interface RunningUpstream {
  url: string;
  db: Db;
  close(): Promise<void>;
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

  const app = createApp({ db: handle.db, now, captchaRequired: options.captchaRequired ?? false, delayMs: options.delayMs });
  const host = options.host ?? "127.0.0.1";
  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>((resolve, reject) => {
    const server = serve({ fetch: app.fetch, port: options.port ?? 4000, hostname: host }, (info: AddressInfo) =>
      resolve({ server, port: info.port }),
    );
    server.once("error", reject);
  });

  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    db: handle.db,
    close: () =>
      (closing ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          // Keep-alive connections would otherwise hold close() open until they time out.
          if ("closeAllConnections" in server) server.closeAllConnections();
        });
        await handle.close();
      })()),
  };
}
