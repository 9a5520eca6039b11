// Entry point: `tsx upstream/src/main.ts` (npm run upstream). Settings come from the environment;
// see upstream/README.md.
import { startUpstream } from "./server";

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
  const upstream = await startUpstream({
    port: intFromEnv("UPSTREAM_PORT", 4000),
    host: process.env.UPSTREAM_HOST || "127.0.0.1",
    databaseUrl,
    pgliteDir: process.env.PGLITE_DIR || ".data/pglite",
    delayMs: intFromEnv("UPSTREAM_DELAY_MS", 0),
    captchaRequired: Boolean(process.env.RECAPTCHA_SECRET_KEY),
    seed: true,
  });
  console.log(`upstream listening on ${upstream.url}`);

  const stop = (signal: string) => {
    console.log(`upstream: ${signal}, closing`);
    upstream.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error("upstream: error while closing", err);
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
}

main().catch((err: unknown) => {
  console.error("upstream failed to start:", err instanceof Error ? err.message : err);
  process.exit(1);
});
