// A panel process that journals writes one after the other and is killed in the middle, for the
// kill -9 test (tests/api/journal/kill.test.ts): it opens the embedded store named by
// JOURNAL_TEST_STORE_DIR, installs the journal, and sends writes whose upstream call takes a
// moment; it says "sent N" on stdout after each and "sending" once the last one hangs.
//   node --conditions=react-server --import tsx tests/support/journal-writer.mts
import { journalCaughtUp, panelJournal } from "@/features/journal/server/recorder";
import { runWithRequestContext } from "@/lib/request-context";
import { setWriteJournal, journalledWrite } from "@/lib/write-journal";

process.env.PANEL_STORE_DIR = process.env.JOURNAL_TEST_STORE_DIR ?? "";
setWriteJournal(panelJournal);
const origin = { via: "browser" as const, accountId: "a1", account: "dealer", role: "dealer" as const };
const HANGING = Number(process.env.JOURNAL_TEST_HANG_AFTER ?? "5");

await runWithRequestContext({ requestId: "killed", route: "clients.renew", origin }, async () => {
  for (let n = 1; ; n++) {
    await journalledWrite({ operation: "clients.renew", body: { name: `client${n}`, months: 1 } }, () => {
      if (n > HANGING) {
        process.stdout.write("sending\n");
        return new Promise(() => undefined);
      }
      return new Promise((resolve) => setTimeout(() => resolve({ name: `client${n}` }), 5));
    });
    // The next write comes once this one's outcome is written, as a next request usually does.
    await journalCaughtUp();
    process.stdout.write(`sent ${n}\n`);
  }
});
