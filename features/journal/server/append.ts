import "server-only";
import type { PanelStore } from "@/lib/store";
import { canonical, GENESIS, hashOf, type EntryBody } from "./entry";

// Appending to the chain: one statement per entry, the journal being on every write's path. On
// PostgreSQL, panel_journal_append (migration 510) takes the lock every instance appends under,
// so the rows form one line in `seq` order (each seq the last plus one, each prev_hash the last
// row's hash) however many instances share the store. The embedded store serves one process
// (lib/store/folder-lock.ts), which therefore knows the chain's end: it appends with a plain
// INSERT of the next row, hashed here, at half the cost; should the row exist after all, it
// reads the end again and appends through the function.

/** Held by every append and by the retention purge. */
export const JOURNAL_LOCK = 5_100_510;

export type NewEntry = Omit<EntryBody, "seq" | "at">;

type Store = Pick<PanelStore, "query"> & { kind?: "embedded" | "postgres" };
type ChainEnd = { seq: number; hash: string };

// Per open embedded store: its chain's end after the last append, null when to be read again (a
// new process opens a new store, and reads it).
const ends = new WeakMap<object, Promise<ChainEnd | null>>();

async function readEnd(store: Store): Promise<ChainEnd> {
  const [last] = await store.query<{ seq: string; hash: string }>("SELECT seq, hash FROM panel_journal ORDER BY seq DESC LIMIT 1");
  if (last) return { seq: Number(last.seq), hash: last.hash };
  const [anchor] = await store.query<{ last_seq: string; last_hash: string }>(
    "SELECT last_seq, last_hash FROM panel_journal_anchors ORDER BY last_seq DESC LIMIT 1",
  );
  return anchor ? { seq: Number(anchor.last_seq), hash: anchor.last_hash } : { seq: 0, hash: GENESIS };
}

const row = (entry: NewEntry, at: number, text: string) => [
  at,
  entry.kind,
  entry.ref ?? null,
  entry.actor,
  entry.via,
  entry.operation,
  entry.targetKind,
  entry.target,
  entry.outcome ?? null,
  entry.spendKey ?? null,
  text,
];

/** The embedded store's append: the next row inserted as it is, one append after the other, the end kept for the next. */
async function appendEmbedded(store: Store, entry: NewEntry, at: number, text: string): Promise<number> {
  const insert = async (end: ChainEnd): Promise<ChainEnd> => {
    const seq = end.seq + 1;
    const hash = hashOf(end.hash, text);
    await store.query(
      `INSERT INTO panel_journal (at, kind, ref, actor, via, operation, target_kind, target, outcome, spend_key, body, seq, prev_hash, hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [...row(entry, at, text), seq, end.hash, hash],
    );
    return { seq, hash };
  };
  const step = async (known: ChainEnd | null): Promise<ChainEnd> => {
    if (!known) return insert(await readEnd(store));
    try {
      return await insert(known);
    } catch {
      // The end kept was not the table's after all: read it, and try once more.
      return insert(await readEnd(store));
    }
  };
  const appended = (ends.get(store) ?? Promise.resolve(null)).then(step);
  ends.set(
    store,
    appended.catch(() => null),
  );
  return (await appended).seq;
}

/** PostgreSQL's append, shared by every instance: the function takes the lock and the chain's end. */
async function appendThroughFunction(store: Store, entry: NewEntry, at: number, text: string): Promise<number> {
  const [appended] = await store.query<{ seq: string }>(
    "SELECT panel_journal_append($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) AS seq",
    row(entry, at, text),
  );
  return Number(appended.seq);
}

/** Appends the entry as the chain's next row; returns it as stored. */
export async function appendEntry(store: Store, entry: NewEntry, now = Date.now()): Promise<EntryBody> {
  const hashed = { ...entry, at: now };
  const text = canonical(hashed);
  const seq = store.kind === "embedded" ? await appendEmbedded(store, entry, now, text) : await appendThroughFunction(store, entry, now, text);
  return { ...hashed, seq };
}

/** The writes sent under this spend key whose latest outcome is not known (none yet, or unknown). */
export async function unsettledWrites(store: Pick<PanelStore, "query">, key: string): Promise<EntryBody[]> {
  const rows = await store.query<{ seq: string; body: string }>(
    `SELECT w.seq, w.body FROM panel_journal w
     WHERE w.spend_key = $1 AND w.kind = 'write'
       AND COALESCE((SELECT o.outcome FROM panel_journal o WHERE o.kind = 'outcome' AND o.ref = w.seq ORDER BY o.seq DESC LIMIT 1), 'unknown') = 'unknown'
     ORDER BY w.seq`,
    [key],
  );
  return rows.map((row) => ({ ...(JSON.parse(row.body) as Omit<EntryBody, "seq">), seq: Number(row.seq) }));
}
