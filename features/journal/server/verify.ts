import "server-only";
import type { PanelStore } from "@/lib/store";
import { GENESIS, hashOf, type EntryBody } from "./entry";

// Verifying the chain: from the newest purge anchor (or the start), each row in seq order must
// follow the previous one (seq + 1, prev_hash its hash), hash to its own hash (computed here as the
// append computes it in SQL: sha256 of the previous hash, a newline and the body), and its columns
// must say what its hashed body says. The first row that does not is named.

export type Verdict = { ok: true; rows: number; head: string; anchor?: string } | { ok: false; rows: number; seq: number; why: string };

type Row = {
  seq: string;
  at: string;
  kind: string;
  ref: string | null;
  actor: string;
  via: string;
  operation: string;
  target_kind: string;
  target: string;
  outcome: string | null;
  spend_key: string | null;
  body: string;
  prev_hash: string;
  hash: string;
};

const BATCH = 5_000;

function columnsMatch(row: Row, body: Omit<EntryBody, "seq">): boolean {
  return (
    body.at === Number(row.at) &&
    body.kind === row.kind &&
    (body.ref ?? null) === (row.ref === null ? null : Number(row.ref)) &&
    body.actor === row.actor &&
    body.via === row.via &&
    body.operation === row.operation &&
    body.targetKind === row.target_kind &&
    body.target === row.target &&
    (body.outcome ?? null) === row.outcome &&
    (body.spendKey ?? null) === row.spend_key
  );
}

export async function verifyJournal(store: PanelStore): Promise<Verdict> {
  const [anchor] = await store.query<{ day: string; last_seq: string; last_hash: string }>(
    "SELECT day, last_seq, last_hash FROM panel_journal_anchors ORDER BY last_seq DESC LIMIT 1",
  );
  let seq = anchor ? Number(anchor.last_seq) : 0;
  let hash = anchor ? anchor.last_hash : GENESIS;
  let rows = 0;
  for (;;) {
    const batch = await store.query<Row>("SELECT * FROM panel_journal WHERE seq > $1 ORDER BY seq LIMIT $2", [seq, BATCH]);
    for (const row of batch) {
      const at = Number(row.seq);
      const broken = (why: string): Verdict => ({ ok: false, rows, seq: at, why });
      if (at !== seq + 1) return broken(`rows ${seq + 1} to ${at - 1} are missing`);
      if (row.prev_hash !== hash) return broken("it does not follow the previous row's hash");
      if (hashOf(hash, row.body) !== row.hash) return broken("its content does not match its hash");
      let body: Omit<EntryBody, "seq">;
      try {
        body = JSON.parse(row.body) as Omit<EntryBody, "seq">;
      } catch {
        return broken("its content is not readable");
      }
      if (!columnsMatch(row, body)) return broken("its columns differ from its hashed content");
      seq = at;
      hash = row.hash;
      rows++;
    }
    if (batch.length < BATCH) break;
  }
  const [after] = await store.query<{ seq: string }>("SELECT seq FROM panel_journal WHERE seq <= $1 ORDER BY seq DESC LIMIT 1", [
    anchor ? Number(anchor.last_seq) : 0,
  ]);
  if (after) return { ok: false, rows, seq: Number(after.seq), why: "a row older than the newest purge anchor is still there" };
  return { ok: true, rows, head: hash, ...(anchor ? { anchor: anchor.day } : {}) };
}
