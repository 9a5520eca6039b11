import "server-only";
import type { PanelStore } from "@/lib/store";
import { canonical, GENESIS, hashOf, type EntryBody } from "./entry";

// Appending to the chain. Every instance appends under one advisory lock, so the rows form one
// line in `seq` order (each seq the last plus one, each prev_hash the last row's hash), however
// many instances share the store; the lock is the transaction's and ends with it.

/** Held by every append and by the retention purge. */
export const JOURNAL_LOCK = 5_100_510;

export type NewEntry = Omit<EntryBody, "seq" | "at">;

/** The newest row's seq and hash, or the newest purge anchor's when the table is empty, or the start. */
async function chainEnd(query: PanelStore["query"]): Promise<{ seq: number; hash: string }> {
  const [last] = await query<{ seq: string; hash: string }>("SELECT seq, hash FROM panel_journal ORDER BY seq DESC LIMIT 1");
  if (last) return { seq: Number(last.seq), hash: last.hash };
  const [anchor] = await query<{ last_seq: string; last_hash: string }>("SELECT last_seq, last_hash FROM panel_journal_anchors ORDER BY last_seq DESC LIMIT 1");
  return anchor ? { seq: Number(anchor.last_seq), hash: anchor.last_hash } : { seq: 0, hash: GENESIS };
}

/** Appends the entry as the chain's next row; returns it as stored. */
export async function appendEntry(store: PanelStore, entry: NewEntry, now = Date.now()): Promise<EntryBody> {
  return store.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(${JOURNAL_LOCK})`);
    const end = await chainEnd(tx.query);
    let repeatOf = entry.repeatOf;
    if (entry.kind === "write" && entry.spendKey) {
      const [first] = await tx.query<{ seq: string }>("SELECT seq FROM panel_journal WHERE spend_key = $1 AND kind = 'write' ORDER BY seq LIMIT 1", [
        entry.spendKey,
      ]);
      if (first) repeatOf = Number(first.seq);
    }
    const body: EntryBody = { ...entry, ...(repeatOf === undefined ? {} : { repeatOf }), seq: end.seq + 1, at: now };
    const text = canonical(body);
    const hash = hashOf(end.hash, text);
    await tx.query(
      `INSERT INTO panel_journal (seq, at, kind, ref, actor, via, operation, target_kind, target, outcome, spend_key, body, prev_hash, hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [
        body.seq,
        body.at,
        body.kind,
        body.ref ?? null,
        body.actor,
        body.via,
        body.operation,
        body.targetKind,
        body.target,
        body.outcome ?? null,
        body.spendKey ?? null,
        text,
        end.hash,
        hash,
      ],
    );
    return body;
  });
}

/** The writes sent under this spend key whose latest outcome is not known (none yet, or unknown). */
export async function unsettledWrites(store: PanelStore, key: string): Promise<EntryBody[]> {
  const rows = await store.query<{ body: string }>(
    `SELECT w.body FROM panel_journal w
     WHERE w.spend_key = $1 AND w.kind = 'write'
       AND COALESCE((SELECT o.outcome FROM panel_journal o WHERE o.kind = 'outcome' AND o.ref = w.seq ORDER BY o.seq DESC LIMIT 1), 'unknown') = 'unknown'
     ORDER BY w.seq`,
    [key],
  );
  return rows.map((row) => JSON.parse(row.body) as EntryBody);
}
