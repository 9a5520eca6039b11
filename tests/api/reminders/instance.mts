// One panel instance's scheduler in a process of its own, for the restart test: it opens the
// store named by its environment, sweeps once at REMINDER_TEST_NOW and exits. The test kills it
// mid-run (SIGKILL, as a crash or an OOM kill would), then sweeps again as the restarted panel.
//   node --conditions=react-server --import tsx tests/api/reminders/instance.mts
import { ReminderScheduler } from "@/features/reminders/server/scheduler";
import { migrateStore } from "@/lib/store/migrate";
import { openEmbeddedStore } from "@/lib/store/embedded";
import { openPostgresStore } from "@/lib/store/postgres";

const now = Date.parse(process.env.REMINDER_TEST_NOW ?? "");
const url = process.env.REMINDER_TEST_DATABASE_URL;
const store = url ? await openPostgresStore(url) : await openEmbeddedStore(process.env.REMINDER_TEST_STORE_DIR ?? "");
await migrateStore(store);
const scheduler = new ReminderScheduler({ store, clock: { now: () => new Date(now) }, mailer: () => null, baseUrl: () => "https://panel.example" });
const report = await scheduler.sweep();
process.stdout.write(`${JSON.stringify(report)}\n`);
await store.close();
