// The reminders' writes are journalled as the scheduler's, under the account's rule, never as
// the account's browser: a sweep against the spec-only upstream, then the journal read back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listJournal } from "@/features/journal/server/read";
import { journalCaughtUp, panelJournal } from "@/features/journal/server/recorder";
import { forgetBackend } from "@/lib/backends";
import { defaultSettings } from "@/features/reminders/server/repo";
import { panelStore } from "@/lib/store";
import { setWriteJournal } from "@/lib/write-journal";
import { startSpecUpstream, type SpecUpstream } from "@/tests/spec-upstream";
import { client as specClient, LOGINS } from "@/tests/spec-upstream/test-client";
import { dayAfter, fakeClock, newEmbeddedStore, scheduler, setAccount } from "../reminders/support";

let up: SpecUpstream;
const DEALER = { accountId: "account-dealer", role: "dealer" as const, name: "dealer" };

beforeAll(async () => {
  await panelStore();
  setWriteJournal(panelJournal);
  up = await startSpecUpstream({ port: 0 });
  process.env.UPSTREAM_URL = up.url;
  process.env.UPSTREAM_DIALECT = "spec";
  delete process.env.UPSTREAM_CALLS_FILE;
  forgetBackend();
});

afterAll(async () => {
  setWriteJournal(undefined);
  forgetBackend();
  await up?.close();
});

describe("the reminders' writes in the journal", () => {
  it("are the scheduler's, by the rule's name, on the account's behalf", async () => {
    const api = specClient(up.url);
    const token = await api.login("dealer");
    const { client_list } = (await api.call("GET", "/api/clients?page=1", token)).body as { client_list: { name: string; expiry: string; status: boolean }[] };
    const today = new Date().toISOString().slice(0, 10);
    const anchor = client_list.filter((r) => r.status && r.expiry.slice(0, 10) > dayAfter(today, 3)).sort((a, b) => a.expiry.localeCompare(b.expiry))[0];
    const day = dayAfter(anchor.expiry.slice(0, 10), -2);

    const store = await newEmbeddedStore();
    try {
      await setAccount(store, DEALER, LOGINS.dealer[1], { days: [7], templates: defaultSettings().templates, hour: 8 });
      const report = await scheduler(store, fakeClock(`${day}T09:00:00Z`)).sweep();
      expect(report.sent).toBeGreaterThan(0);
    } finally {
      await store.close();
    }
    await journalCaughtUp();
    const page = await listJournal(await panelStore(), "all", { q: `target:${anchor.name}`, page: 1, size: 10 });
    expect(page.rows).toMatchObject([
      { actor: "dealer", role: "dealer", via: "reminders", means: "7 days before expiry", operation: "messages.send", outcome: "done" },
    ]);
  });
});
