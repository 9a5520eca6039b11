import "server-only";
import type { PanelStore } from "@/lib/store";
import { JOURNAL_LOCK } from "./append";

// Retention: whole UTC days older than the setting are deleted, oldest first, each leaving an
// anchor (the day's last seq and hash) so the rows kept still verify from it. The delete is the
// only one the table's trigger lets through, and only inside this transaction.

const DAY_MS = 86_400_000;

const dayOf = (at: number) => new Date(Math.floor(at / DAY_MS) * DAY_MS).toISOString().slice(0, 10);

/** Purges every whole day before `keepDays` days ago; returns the days purged. 0 keeps everything. */
export async function purgeOldDays(store: PanelStore, keepDays: number, now = Date.now()): Promise<string[]> {
  if (keepDays <= 0) return [];
  const before = (Math.floor(now / DAY_MS) - keepDays + 1) * DAY_MS;
  // Most hours nothing is due: the oldest row (the first in the chain) says so without a scan.
  const [oldest] = await store.query<{ at: string }>("SELECT at FROM panel_journal ORDER BY seq LIMIT 1");
  if (!oldest || Number(oldest.at) >= before) return [];
  return store.transaction(async (tx) => {
    // The appenders' lock: a purge never races a row being chained to the last one it deletes.
    await tx.query(`SELECT pg_advisory_xact_lock(${JOURNAL_LOCK})`);
    const days = await tx.query<{ day: string; last_seq: string; rows: string }>(
      `SELECT floor(at / ${DAY_MS})::bigint AS day, max(seq) AS last_seq, count(*) AS rows FROM panel_journal WHERE at < $1 GROUP BY 1 ORDER BY 1`,
      [before],
    );
    if (days.length === 0) return [];
    const purged: string[] = [];
    for (const day of days) {
      const [last] = await tx.query<{ hash: string }>("SELECT hash FROM panel_journal WHERE seq = $1", [day.last_seq]);
      const name = dayOf(Number(day.day) * DAY_MS);
      await tx.query("INSERT INTO panel_journal_anchors (day, last_seq, last_hash, purged_rows) VALUES ($1, $2, $3, $4)", [
        name,
        day.last_seq,
        last!.hash,
        day.rows,
      ]);
      purged.push(name);
    }
    await tx.query("SET LOCAL panel.journal_purge = 'on'");
    await tx.query("DELETE FROM panel_journal WHERE at < $1", [before]);
    return purged;
  });
}
