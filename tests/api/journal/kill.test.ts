// A panel killed (kill -9) while a write is in flight: its entry is there, reads as "unknown",
// and the chain still verifies; the restarted panel appends after it.
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";
import { appendEntry } from "@/features/journal/server/append";
import { listJournal } from "@/features/journal/server/read";
import { verifyJournal } from "@/features/journal/server/verify";
import { openEmbeddedStore } from "@/lib/store/embedded";
import { migrateStore } from "@/lib/store/migrate";
import { freshPgliteDir } from "@/tests/support/fresh-pglite";

describe("the journal after kill -9", { timeout: 60_000 }, () => {
  it("keeps the write in flight as an unknown entry, and the chain verifies", async () => {
    const dir = freshPgliteDir();
    const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "tests/support/journal-writer.mts"], {
      env: { ...process.env, JOURNAL_TEST_STORE_DIR: dir, JOURNAL_TEST_HANG_AFTER: "5" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    const exited = new Promise((resolve) => child.once("exit", resolve));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on("data", (chunk: Buffer) => chunk.toString().includes("sending") && resolve());
      child.once("exit", (code) => reject(new Error(`the writing process ended (${code}) before its last write`)));
    });
    child.kill("SIGKILL");
    await exited;

    const store = await openEmbeddedStore(dir);
    try {
      await migrateStore(store);
      expect(await verifyJournal(store)).toMatchObject({ ok: true });
      const page = await listJournal(store, "all", { q: "", page: 1, size: 10 });
      expect(page.rows.map((row) => [row.target, row.outcome])).toEqual([
        ["client6", "unknown"],
        ["client5", "done"],
        ["client4", "done"],
        ["client3", "done"],
        ["client2", "done"],
        ["client1", "done"],
      ]);
      // The restarted panel chains on after the killed one's last row.
      await appendEntry(store, {
        kind: "write",
        actor: "dealer",
        role: "dealer",
        via: "browser",
        operation: "clients.renew",
        targetKind: "client",
        target: "after",
      });
      expect(await verifyJournal(store)).toMatchObject({ ok: true, rows: 12 });
    } finally {
      await store.close();
    }
  });
});
