// The journal's chain on both stores: appended in order by any number of clients, verified from
// the start or from a purge anchor, every change or deletion refused by the table, and any
// tampering named at the first broken entry.
import { afterAll, describe, expect, it } from "vitest";
import { appendEntry, type NewEntry } from "@/features/journal/server/append";
import { purgeOldDays } from "@/features/journal/server/retention";
import { verifyJournal } from "@/features/journal/server/verify";
import type { OpenStore } from "@/lib/store/types";
import { intentStoresForFile } from "@/tests/support/intent-stores";

const DAY = 86_400_000;
const entry = (target: string, extra: Partial<NewEntry> = {}): NewEntry => ({
  kind: "write",
  actor: "dealer1",
  role: "dealer",
  via: "browser",
  operation: "clients.renew",
  targetKind: "client",
  target,
  params: { name: target, months: 1 },
  credits: -1,
  ...extra,
});

const opened: OpenStore[] = [];
afterAll(async () => {
  await Promise.all(opened.map((store) => store.close().catch(() => undefined)));
});

describe.each(intentStoresForFile())("the journal's chain on %s", (name, kind) => {
  // On PostgreSQL every client opens the file's one database: each test starts from an empty journal.
  const open = async ({ clear = true } = {}) => {
    const store = await kind.open();
    opened.push(store);
    if (clear)
      await store.transaction(async (tx) => {
        for (const table of ["panel_journal", "panel_journal_anchors"]) {
          await tx.query(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
          await tx.query(`DELETE FROM ${table}`);
          await tx.query(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
        }
      });
    return store;
  };

  it("appends rows in one line that verifies, and names the first entry tampered with", async () => {
    const store = await open();
    for (const name of ["c1", "c2", "c3"]) await appendEntry(store, entry(name));
    expect(await verifyJournal(store)).toMatchObject({ ok: true, rows: 3 });

    await expect(store.query("UPDATE panel_journal SET target = 'x' WHERE seq = 2")).rejects.toThrow(/append-only/);
    await expect(store.query("DELETE FROM panel_journal WHERE seq = 2")).rejects.toThrow(/append-only/);
    await expect(store.query("TRUNCATE panel_journal")).rejects.toThrow(/append-only/);

    // Someone with the table owner's rights goes round the trigger: the verifier still sees it.
    await store.transaction(async (tx) => {
      await tx.query("ALTER TABLE panel_journal DISABLE TRIGGER panel_journal_append_only");
      await tx.query(`UPDATE panel_journal SET body = replace(body, '"months":1', '"months":9') WHERE seq = 2`);
      await tx.query("ALTER TABLE panel_journal ENABLE TRIGGER panel_journal_append_only");
    });
    expect(await verifyJournal(store)).toMatchObject({ ok: false, seq: 2, why: "its content does not match its hash" });
  });

  it("names a deleted entry and a column changed without its content", async () => {
    const store = await open();
    for (const name of ["c1", "c2", "c3", "c4"]) await appendEntry(store, entry(name));
    await store.transaction(async (tx) => {
      await tx.query("ALTER TABLE panel_journal DISABLE TRIGGER panel_journal_append_only");
      await tx.query("UPDATE panel_journal SET actor = 'admin' WHERE seq = 3");
      await tx.query("ALTER TABLE panel_journal ENABLE TRIGGER panel_journal_append_only");
    });
    expect(await verifyJournal(store)).toMatchObject({ ok: false, seq: 3, why: "its columns differ from its hashed content" });
    await store.transaction(async (tx) => {
      await tx.query("SET LOCAL panel.journal_purge = 'on'");
      await tx.query("DELETE FROM panel_journal WHERE seq = 2");
    });
    expect(await verifyJournal(store)).toMatchObject({ ok: false, seq: 3, why: "rows 2 to 2 are missing" });
  });

  it("purges whole old days, keeps an anchor for each, and the rows kept still verify", async () => {
    const store = await open();
    const now = Date.UTC(2026, 5, 10, 12);
    await appendEntry(store, entry("old1"), now - 5 * DAY);
    await appendEntry(store, entry("old2"), now - 4 * DAY);
    await appendEntry(store, entry("new1"), now - 1 * DAY);
    await appendEntry(store, entry("new2"), now);
    expect(await purgeOldDays(store, 0, now)).toEqual([]);
    expect(await purgeOldDays(store, 3, now)).toEqual(["2026-06-05", "2026-06-06"]);
    const left = await store.query<{ seq: string }>("SELECT seq FROM panel_journal ORDER BY seq");
    expect(left.map((row) => Number(row.seq))).toEqual([3, 4]);
    expect(await verifyJournal(store)).toMatchObject({ ok: true, rows: 2, anchor: "2026-06-06" });
    // The chain goes on from the kept rows, and from the anchor once every row is gone.
    await appendEntry(store, entry("new3"), now);
    expect(await purgeOldDays(store, 1, now + 5 * DAY)).toHaveLength(2);
    await appendEntry(store, entry("new4"), now + 5 * DAY);
    expect(await verifyJournal(store)).toMatchObject({ ok: true, rows: 1 });
    await expect(store.query("DELETE FROM panel_journal_anchors")).rejects.toThrow(/append-only/);
  });

  it("two store clients appending at once journal every entry once, in one verifiable line", async () => {
    const first = await open();
    // On PostgreSQL two pools, as two panel instances; the embedded store serves one process.
    const second = name === "PostgreSQL" ? await open({ clear: false }) : first;
    await Promise.all(Array.from({ length: 20 }, (_, i) => appendEntry(i % 2 ? first : second, entry(`p${i}`))));
    const targets = await first.query<{ target: string }>("SELECT target FROM panel_journal");
    expect(new Set(targets.map((row) => row.target)).size).toBe(20);
    expect(await verifyJournal(first)).toMatchObject({ ok: true, rows: 20 });
  });
});
