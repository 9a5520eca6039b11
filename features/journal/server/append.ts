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

/** A row as the embedded store inserts it: the entry, its time and its canonical text. */
type Row = { entry: NewEntry; at: number; text: string };
/** An outcome waiting for the next append (the embedded store's only): what to tell its caller. */
type Deferred = { entry: NewEntry; settle: (stored: { seq: number; at: number } | Error) => void };

// The embedded store works on the request's own thread, so every statement is time a request
// waits. An outcome (never on a write's path: its write already went out) waits for the next
// write's INSERT and goes in the same statement, ahead of it, or for FLUSH_MS if none comes: one
// statement per write instead of two. Its time is the statement's, so times rise with seq (the
// retention purges by time). A crash before that leaves the write's outcome unknown, as any crash
// between a write and its answer does.
const FLUSH_MS = 50;
const deferred = new WeakMap<object, Deferred[]>();
const timers = new WeakMap<object, ReturnType<typeof setTimeout>>();

function takeDeferred(store: Store): Deferred[] {
  const waiting = deferred.get(store) ?? [];
  deferred.delete(store);
  const timer = timers.get(store);
  if (timer) clearTimeout(timer);
  timers.delete(store);
  return waiting;
}

/** The embedded store's append: the rows inserted as the chain's next, in one statement, one append after the other, the end kept for the next. */
function appendEmbedded(store: Store, rows: Row[]): Promise<number[]> {
  const insert = async (end: ChainEnd): Promise<{ end: ChainEnd; seqs: number[] }> => {
    const values: unknown[] = [];
    const tuples: string[] = [];
    let { seq, hash } = end;
    const seqs: number[] = [];
    for (const { entry, at, text } of rows) {
      const prev = hash;
      seq += 1;
      hash = hashOf(prev, text);
      seqs.push(seq);
      const base = values.length;
      values.push(...row(entry, at, text), seq, prev, hash);
      tuples.push(`(${Array.from({ length: 14 }, (_, i) => `$${base + i + 1}`).join(", ")})`);
    }
    await store.query(
      `INSERT INTO panel_journal (at, kind, ref, actor, via, operation, target_kind, target, outcome, spend_key, body, seq, prev_hash, hash)
       VALUES ${tuples.join(", ")}`,
      values,
    );
    return { end: { seq, hash }, seqs };
  };
  const step = async (known: ChainEnd | null) => {
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
    appended.then(
      (done) => done.end,
      () => null,
    ),
  );
  return appended.then((done) => done.seqs);
}

/** The deferred outcomes and then `entry` (when given), at `now`, in one statement; each deferred caller told its seq. */
function appendWithDeferred(store: Store, entry: NewEntry | null, now: number): Promise<number[]> {
  const waiting = takeDeferred(store);
  const entries = [...waiting.map((d) => d.entry), ...(entry ? [entry] : [])];
  if (entries.length === 0) return Promise.resolve([]);
  const appended = appendEmbedded(
    store,
    entries.map((e) => ({ entry: e, at: now, text: canonical({ ...e, at: now }) })),
  );
  appended.then(
    (seqs) => waiting.forEach((d, i) => d.settle({ seq: seqs[i], at: now })),
    (error: unknown) => waiting.forEach((d) => d.settle(error instanceof Error ? error : new Error(String(error)))),
  );
  return appended;
}

/** PostgreSQL's append, shared by every instance: the function takes the lock and the chain's end. */
async function appendThroughFunction(store: Store, entry: NewEntry, at: number, text: string): Promise<number> {
  const [appended] = await store.query<{ seq: string }>(
    "SELECT panel_journal_append($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) AS seq",
    row(entry, at, text),
  );
  return Number(appended.seq);
}

/** Writes the outcomes waiting for the next write now (a reader of the journal wants them). */
export async function flushDeferred(store: Store): Promise<void> {
  await appendWithDeferred(store, null, Date.now());
}

/**
 * Appends the entry as the chain's next row; returns it as stored. `defer` (an outcome): on the
 * embedded store it goes in with the next write's statement (or within FLUSH_MS), and this
 * resolves then.
 */
export async function appendEntry(store: Store, entry: NewEntry, now = Date.now(), { defer = false } = {}): Promise<EntryBody> {
  if (store.kind !== "embedded") {
    const text = canonical({ ...entry, at: now });
    return { ...entry, at: now, seq: await appendThroughFunction(store, entry, now, text) };
  }
  if (defer) {
    return new Promise<EntryBody>((resolve, reject) => {
      const settle = (stored: { seq: number; at: number } | Error) => (stored instanceof Error ? reject(stored) : resolve({ ...entry, ...stored }));
      deferred.set(store, [...(deferred.get(store) ?? []), { entry, settle }]);
      if (!timers.has(store)) {
        const timer = setTimeout(() => void appendWithDeferred(store, null, Date.now()).catch(() => undefined), FLUSH_MS);
        timer.unref?.();
        timers.set(store, timer);
      }
    });
  }
  const seqs = await appendWithDeferred(store, entry, now);
  return { ...entry, at: now, seq: seqs.at(-1)! };
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
