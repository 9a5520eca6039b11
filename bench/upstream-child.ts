// One reference upstream for the bench, in its own process: an in-memory PGlite seeded with
// BENCH_CLIENTS clients (the demo hierarchy plus that many clients), answering after
// BENCH_DELAY_MS. Prints one JSON line { url } on stdout when it listens; SIGTERM stops it.
import { startUpstream } from "../upstream/src/server";
import { seedDemo } from "../upstream/src/seed/demo";

async function main(): Promise<void> {
  const clients = Number(process.env.BENCH_CLIENTS ?? 320);
  const delayMs = Number(process.env.BENCH_DELAY_MS ?? 0);
  const upstream = await startUpstream({ port: 0, pgliteDir: "memory://", seed: false, delayMs });
  await seedDemo(upstream.db, { now: new Date(), clients });
  process.stdout.write(`${JSON.stringify({ url: upstream.url })}\n`);
  const stop = () => void upstream.close().finally(() => process.exit(0));
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

main().catch((err: unknown) => {
  console.error("bench upstream failed:", err instanceof Error ? err.message : err);
  process.exit(1);
});
