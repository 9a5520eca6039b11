// npm run seed -- [--clients N] [--ledger M]
// Wipes the configured database's data (accounts, clients, history, tickets; the package catalog
// stays) and seeds the demo again with N clients (default 320); with --ledger, the demo dealer's
// ledger is then filled up to M rows (the transactions bench). Uses DATABASE_URL or PGLITE_DIR
// like the server; stop a PGlite-backed upstream first, since PGlite allows one process only.
import { sql } from "drizzle-orm";
import { connect } from "./db/connect";
import { migrate } from "./db/migrate";
import { DEFAULT_CLIENT_COUNT, seedDemo } from "./seed/demo";
import { fillLedger } from "./seed/ledger-filler";

function numberOption(argv: string[], flag: string, fallback: number): number {
  const at = argv.indexOf(flag);
  if (at === -1) return fallback;
  const value = Number(argv[at + 1]);
  if (!Number.isInteger(value) || value < 1 || value > 1_000_000) {
    throw new Error(`${flag} needs a whole number between 1 and 1000000`);
  }
  return value;
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const count = numberOption(argv, "--clients", DEFAULT_CLIENT_COUNT);
  const ledgerRows = numberOption(argv, "--ledger", 0);
  const handle = await connect({
    databaseUrl: process.env.DATABASE_URL || undefined,
    pgliteDir: process.env.PGLITE_DIR || ".data/pglite",
  });
  try {
    const started = Date.now();
    await migrate(handle);
    await handle.db.execute(sql`TRUNCATE accounts, tokens, clients, ledger, idempotency_keys, tickets,
      ticket_details, message_outbox, audit_log RESTART IDENTITY CASCADE`);
    const now = new Date();
    await seedDemo(handle.db, { now, clients: count });
    const filled = ledgerRows > 0 ? await fillLedger(handle.db, { target: ledgerRows, now }) : 0;
    const ledgerNote = ledgerRows > 0 ? `, the dealer's ledger filled to ${ledgerRows} rows (+${filled})` : "";
    console.log(`seeded ${count} clients${ledgerNote} in ${((Date.now() - started) / 1000).toFixed(1)} s (${handle.kind})`);
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error("seed failed:", err instanceof Error ? err.message : err);
  process.exit(1);
});
