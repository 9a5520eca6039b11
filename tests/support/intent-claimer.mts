// A panel process that claims one intent and is killed while its request is in flight, for the
// kill -9 test (tests/unit/intents-restart.test.ts): it opens the embedded store named by
// INTENT_TEST_STORE_DIR, starts runOnce with a send() that never answers, says "sending" on stdout
// and waits to be killed.
//   node --conditions=react-server --import tsx tests/support/intent-claimer.mts
import { resetIntentStoreForTests, runOnce } from "@/lib/intents";
import { SqlIntentStore } from "@/lib/intents/sql-store";
import { openEmbeddedStore } from "@/lib/store/embedded";
import { migrateStore } from "@/lib/store/migrate";

const store = await openEmbeddedStore(process.env.INTENT_TEST_STORE_DIR ?? "");
await migrateStore(store);
resetIntentStoreForTests(new SqlIntentStore(async () => store));
void runOnce({ key: process.env.INTENT_TEST_KEY ?? "", caller: "reseller:bob", payload: { months: 1 } }, () => {
  process.stdout.write("sending\n");
  return new Promise(() => undefined);
});
setInterval(() => undefined, 60_000);
