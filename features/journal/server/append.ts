import "server-only";
import type { PanelStore } from "@/lib/store";
import { canonical, type EntryBody } from "./entry";

// Appending to the chain: one statement (panel_journal_append, migration 510), which takes the
// lock every instance appends under, so the rows form one line in `seq` order (each seq the last
// plus one, each prev_hash the last row's hash) however many instances share the store. One round
// trip per entry: the journal is on every write's path.

/** Held by every append and by the retention purge. */
export const JOURNAL_LOCK = 5_100_510;

export type NewEntry = Omit<EntryBody, "seq" | "at">;

/** Appends the entry as the chain's next row; returns it as stored. */
export async function appendEntry(store: Pick<PanelStore, "query">, entry: NewEntry, now = Date.now()): Promise<EntryBody> {
  const hashed = { ...entry, at: now };
  const text = canonical(hashed);
  const [row] = await store.query<{ seq: string }>("SELECT panel_journal_append($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) AS seq", [
    now,
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
  ]);
  return { ...hashed, seq: Number(row.seq) };
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
