// npm run seed -- [--clients N]
// Wipes the configured database's data (accounts, clients, history, tickets; the package catalog
// stays) and seeds the demo again with N clients (default 320). Uses DATABASE_URL or PGLITE_DIR
// like the server; stop a PGlite-backed upstream first, since PGlite allows one process only.
import { sql } from "drizzle-orm";
import { connect } from "./db/connect";
import { migrate } from "./db/migrate";
import { DEFAULT_CLIENT_COUNT, seedDemo } from "./seed/demo";

function clientCount(argv: string[]): number {
  const at = argv.indexOf("--clients");
  if (at === -1) return DEFAULT_CLIENT_COUNT;
  const value = Number(argv[at + 1]);
  if (!Number.isInteger(value) || value < 1 || value > 1_000_000) {
    throw new Error("--clients needs a whole number between 1 and 1000000");
  }
  return value;
}

async function main(): Promise<void> {
  const count = clientCount(process.argv.slice(2));
  const handle = await connect({
    databaseUrl: process.env.DATABASE_URL || undefined,
    pgliteDir: process.env.PGLITE_DIR || ".data/pglite",
  });
  try {
    const started = Date.now();
    await migrate(handle);
    await handle.db.execute(sql`TRUNCATE accounts, tokens, clients, ledger, idempotency_keys, tickets,
      ticket_details, message_outbox RESTART IDENTITY CASCADE`);
    await seedDemo(handle.db, { now: new Date(), clients: count });
    console.log(`seeded ${count} clients in ${((Date.now() - started) / 1000).toFixed(1)} s (${handle.kind})`);
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error("seed failed:", err instanceof Error ? err.message : err);
  process.exit(1);
});
