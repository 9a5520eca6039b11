import "server-only";
import { log } from "@/lib/log";
import { settings } from "@/lib/settings";
import { purgeHourly } from "@/lib/store/purge";
import type { OpenStore } from "@/lib/store/types";
import { IntentStoreUnavailable } from "./errors";
import { INTENT_TTL_MS, type IntentRecord, type IntentState, type IntentStore } from "./store";

// The intents in the panel's store (table spend_intents, migration 600): PGlite for one
// instance, PostgreSQL shared by every instance. The primary key does what a lock would: a claim
// is one INSERT … ON CONFLICT, so of two instances claiming one intent exactly one row is written
// and exactly one sends. A row older than 24 hours counts as absent (a claim takes it over) and is
// purged in the background. Any failure of the store is IntentStoreUnavailable: without a
// recorded claim runOnce sends nothing.
//
// A `pending` row whose sender died (a crash, kill -9) would lock its key as "in flight" for a day.
// So it is read as `unknown` (the upstream may or may not have applied it) once no send can still
// be running: at once for the embedded store, whose folder one process owns (every pending row of
// an earlier opening belongs to a process that is gone), and after PENDING_LEASE_MS on a shared
// PostgreSQL, where another instance may still be waiting for its answer.

type Row = { caller: string; key: string; fingerprint: string; state: IntentState; created_at: string | number; status: number | null; body: string | null };
const COLUMNS = "caller, key, fingerprint, state, created_at, status, body";

/** What this store needs of the panel's store (tests hand it their own clients). */
export type IntentDatabase = Pick<OpenStore, "kind" | "query">;

/** Longer than any send can take: each upstream call gives up after UPSTREAM_TIMEOUT_MS. */
function pendingLeaseMs(): number {
  return Math.max(5 * 60_000, 3 * settings().upstreamTimeoutMs);
}

/** Per opening of a store, not per SqlIntentStore: a second one over the same opening must not recover it again. */
const recovered = new WeakMap<IntentDatabase, Promise<void>>();

export class SqlIntentStore implements IntentStore {
  constructor(private readonly open: () => Promise<IntentDatabase>) {}

  async claim(id: string, record: IntentRecord): Promise<IntentRecord | null> {
    return this.run(async (db) => {
      purgeHourly("spend_intents", () => db.query("DELETE FROM spend_intents WHERE created_at <= $1", [Date.now() - INTENT_TTL_MS]));
      // An expired row left for the purge is taken over in the same statement, so the key is free again after 24 hours.
      // The row found may be removed or expire between the INSERT and the SELECT: then claim again (twice at most).
      for (let attempt = 0; attempt < 3; attempt++) {
        const claimed = await db.query(
          `INSERT INTO spend_intents AS i (id, ${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
           ON CONFLICT (id) DO UPDATE SET caller = EXCLUDED.caller, key = EXCLUDED.key, fingerprint = EXCLUDED.fingerprint,
             state = EXCLUDED.state, created_at = EXCLUDED.created_at, status = EXCLUDED.status, body = EXCLUDED.body
           WHERE i.created_at <= $9
           RETURNING 1`,
          [id, ...values(record), Date.now() - INTENT_TTL_MS],
        );
        if (claimed.length > 0) return null;
        const found = await this.read(db, id);
        if (found) return found;
      }
      throw new Error(`intent ${id.slice(0, 16)}… kept changing while being claimed`);
    });
  }

  async get(id: string): Promise<IntentRecord | null> {
    return this.run((db) => this.read(db, id));
  }

  async replace(id: string, record: IntentRecord): Promise<boolean> {
    return this.run(async (db) => {
      // created_at is kept: the record still expires 24 hours after its claim.
      const [, , fingerprint, state, , status, body] = values(record);
      const rows = await db.query(
        "UPDATE spend_intents SET fingerprint = $2, state = $3, status = $4, body = $5 WHERE id = $1 AND created_at > $6 RETURNING 1",
        [id, fingerprint, state, status, body, Date.now() - INTENT_TTL_MS],
      );
      return rows.length > 0;
    });
  }

  async remove(id: string): Promise<void> {
    await this.run((db) => db.query("DELETE FROM spend_intents WHERE id = $1", [id]));
  }

  private async read(db: IntentDatabase, id: string): Promise<IntentRecord | null> {
    const [row] = await db.query<Row>(`SELECT ${COLUMNS} FROM spend_intents WHERE id = $1 AND created_at > $2`, [id, Date.now() - INTENT_TTL_MS]);
    return row ? toRecord(row, db.kind === "postgres" ? pendingLeaseMs() : Infinity) : null;
  }

  /** The store, opened and recovered; any failure (cannot open, cannot write) becomes IntentStoreUnavailable. */
  private async run<T>(work: (db: IntentDatabase) => Promise<T>): Promise<T> {
    try {
      const db = await this.open();
      await this.recover(db);
      return await work(db);
    } catch (error) {
      log.error({ err: error instanceof Error ? error.message : String(error) }, "intents: the panel store failed, the call is refused");
      throw new IntentStoreUnavailable(error);
    }
  }

  /** Once per embedded opening: the sends of an earlier process on this folder are over, their outcome unknown. */
  private recover(db: IntentDatabase): Promise<void> {
    if (db.kind !== "embedded") return Promise.resolve();
    let done = recovered.get(db);
    if (!done) {
      done = db.query("UPDATE spend_intents SET state = 'unknown' WHERE state = 'pending'").then(() => undefined);
      // A failure is tried again at the next call.
      done.catch(() => recovered.delete(db));
      recovered.set(db, done);
    }
    return done;
  }
}

function values(record: IntentRecord): [string, string, string, IntentState, number, number | null, string | null] {
  const body = record.body === undefined ? null : JSON.stringify(record.body);
  return [record.caller, record.key, record.fingerprint, record.state, record.createdAt, record.status ?? null, body];
}

function toRecord(row: Row, pendingLeaseMs: number): IntentRecord {
  // bigint comes back as a string from node-postgres, as a number from PGlite.
  const createdAt = Number(row.created_at);
  const stale = row.state === "pending" && Date.now() - createdAt >= pendingLeaseMs;
  const record: IntentRecord = { caller: row.caller, key: row.key, fingerprint: row.fingerprint, state: stale ? "unknown" : row.state, createdAt };
  if (row.status !== null) record.status = row.status;
  if (row.body !== null) record.body = JSON.parse(row.body);
  return record;
}
