// npm run journal:verify
//
// Checks the panel's journal of writes (docs/journal.md): every entry in order, each hashed over
// its content and the previous entry's hash, from the newest purge anchor. Prints the number of
// entries and the chain's head hash (note it down: a later run that does not reach it means the
// newest entries were cut off), or the first broken entry and why. Exit code 0 when the chain
// holds, 1 when it is broken, 2 when the store cannot be opened. It reads the store the panel
// uses (PANEL_DATABASE_URL, else the embedded folder, which the panel must not hold open then).
import { verifyJournal } from "@/features/journal/server/verify";
import { panelStore } from "@/lib/store";

async function main(): Promise<number> {
  let store;
  try {
    store = await panelStore();
  } catch (error) {
    console.error(`journal:verify: the panel's store cannot be opened: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  try {
    const verdict = await verifyJournal(store);
    if (verdict.ok) {
      const from = verdict.anchor ? ` (from the anchor of ${verdict.anchor}, the days before it purged)` : "";
      console.log(`journal:verify: the chain holds: ${verdict.rows} entries${from}; head ${verdict.head}`);
      return 0;
    }
    console.error(`journal:verify: BROKEN at entry ${verdict.seq}: ${verdict.why} (${verdict.rows} entries before it hold)`);
    return 1;
  } finally {
    await store.close();
  }
}

void main().then((code) => (process.exitCode = code));
