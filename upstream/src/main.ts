// Entry point: `tsx upstream/src/main.ts` (npm run upstream). Settings come from the environment;
// see upstream/README.md.
import { count } from "drizzle-orm";
import { accounts } from "./db/schema";
import { demoSeedWanted } from "./seed/switch";
import { startUpstream, type RunningUpstream } from "./server";
import { log } from "./log";

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
  return value;
}

async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error("DATABASE_URL must be a postgres:// or postgresql:// URL");
  }
  const seed = demoSeedWanted(process.env);
  const graceMs = intFromEnv("SHUTDOWN_GRACE_MS", 10_000);
  const upstream = await startUpstream({
    port: intFromEnv("UPSTREAM_PORT", 4000),
    host: process.env.UPSTREAM_HOST || "127.0.0.1",
    databaseUrl,
    pgliteDir: process.env.PGLITE_DIR || ".data/pglite",
    delayMs: intFromEnv("UPSTREAM_DELAY_MS", 0),
    captchaRequired: Boolean(process.env.RECAPTCHA_SECRET_KEY),
    poolSize: positiveIntFromEnv("DATABASE_POOL_SIZE", 10),
    seed,
  });
  log.info(`upstream listening on ${upstream.url}`);
  if (!seed && (await upstream.db.select({ n: count() }).from(accounts))[0].n === 0) {
    log.warn("upstream: no accounts yet; create the first admin with `npm run create-admin -- --login <name>`");
  }
  stopOnSignals(upstream, graceMs);
}

function positiveIntFromEnv(name: string, fallback: number): number {
  const value = intFromEnv(name, fallback);
  if (value < 1) throw new Error(`${name} must be at least 1`);
  return value;
}

/**
 * SIGTERM or SIGINT: drain (see RunningUpstream.shutdown) and exit 0, or 1 when requests had
 * to be cut off after the grace period. A second signal stops waiting and exits at once.
 */
function stopOnSignals(upstream: RunningUpstream, graceMs: number): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      log.warn(`upstream: ${signal} again, exiting without waiting`);
      process.exit(1);
    }
    stopping = true;
    log.info(`upstream: ${signal}, finishing the requests in flight (at most ${graceMs} ms)`);
    upstream.shutdown(graceMs).then(
      ({ cutOff }) => {
        if (cutOff > 0) log.error(`upstream: ${cutOff} request(s) cut off after ${graceMs} ms`);
        log.info("upstream: stopped");
        process.exit(cutOff > 0 ? 1 : 0);
      },
      (err: unknown) => {
        log.error({ err: err instanceof Error ? err.message : String(err) }, "upstream: error while closing");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((err: unknown) => {
  log.fatal({ err: err instanceof Error ? err.message : String(err) }, `upstream failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
