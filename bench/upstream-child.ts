// One reference upstream for the bench, in its own process: an in-memory PGlite (or the
// PostgreSQL of BENCH_DATABASE_URL) seeded with
// BENCH_CLIENTS clients (the demo hierarchy plus that many clients; BENCH_DEALER_CLIENTS of them
// the demo dealer's, 40 when unset) and, with BENCH_LEDGER, the
// demo dealer's ledger filled to that many rows; answering after BENCH_DELAY_MS on BENCH_PORT
// (0, a free port, when unset). Prints one JSON
// line { url } on stdout when it listens; SIGTERM stops it.
import { startUpstream } from "../upstream/src/server";
import { seedDemo } from "../upstream/src/seed/demo";
import { fillLedger } from "../upstream/src/seed/ledger-filler";

async function main(): Promise<void> {
  const clients = Number(process.env.BENCH_CLIENTS ?? 320);
  const delayMs = Number(process.env.BENCH_DELAY_MS ?? 0);
  const port = Number(process.env.BENCH_PORT ?? 0);
  // BENCH_DATABASE_URL: a PostgreSQL (an empty database) instead of the in-memory PGlite.
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  const upstream = await startUpstream({ port, databaseUrl, pgliteDir: "memory://", seed: false, delayMs });
  const now = new Date();
  const dealerClients = process.env.BENCH_DEALER_CLIENTS ? Number(process.env.BENCH_DEALER_CLIENTS) : undefined;
  await seedDemo(upstream.db, { now, clients, dealerClients });
  const ledgerRows = Number(process.env.BENCH_LEDGER ?? 0);
  if (ledgerRows > 0) await fillLedger(upstream.db, { target: ledgerRows, now });
  process.stdout.write(`${JSON.stringify({ url: upstream.url })}\n`);
  const stop = () => void upstream.close().finally(() => process.exit(0));
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

main().catch((err: unknown) => {
  console.error("bench upstream failed:", err instanceof Error ? err.message : err);
  process.exit(1);
});
