// An instance whose PANEL_SECRET_KEY is not the store's: its start is refused (the store's key
// check cannot be opened with its key), its scheduler claims no run, and a run it holds but cannot
// open is given back for an instance that can, never settled as failed for the day. The healthy
// instance then sends the run. One process plays both instances by changing the key between them.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { claimRun, credentialBinding, lastRun, saveCredential } from "@/features/reminders/server/repo";
import { LEASE_MS, ReminderScheduler } from "@/features/reminders/server/scheduler";
import { checkSecretKey } from "@/lib/store/key-check";
import { sealSecret } from "@/lib/store/secrets";
import type { OpenStore } from "@/lib/store/types";
import { forgetBackend } from "@/lib/backends";
import { startSpecUpstream, type SpecUpstream } from "@/tests/spec-upstream";
import { LOGINS } from "@/tests/spec-upstream/test-client";
import { emptyReminders, fakeClock, newEmbeddedStore, scheduler, setAccount } from "./support";

const GOOD_KEY = "the-store-key-every-healthy-instance-has-0123";
const OTHER_KEY = "a-different-key-one-instance-was-given-4567";
const DEALER = { accountId: "account-dealer", role: "dealer" as const, name: "dealer" };
const TODAY = new Date().toISOString().slice(0, 10);
const asInstance = (key: string) => void (process.env.PANEL_SECRET_KEY = key);

let up: SpecUpstream;
let store: OpenStore;
beforeAll(async () => {
  up = await startSpecUpstream({ port: 0 });
  process.env.UPSTREAM_URL = up.url;
  process.env.UPSTREAM_DIALECT = "spec";
  delete process.env.UPSTREAM_CALLS_FILE;
  forgetBackend();
  store = await newEmbeddedStore();
});
afterAll(async () => {
  delete process.env.PANEL_SECRET_KEY;
  forgetBackend();
  await store?.close();
  await up?.close();
});
beforeEach(async () => {
  up.reset();
  await emptyReminders(store);
  await store.query("DELETE FROM panel_key_check");
  asInstance(GOOD_KEY);
});

describe("the store's key check", () => {
  it("is written by the first start and opened by every later one with the same key; another key cannot", async () => {
    expect(await checkSecretKey(store)).toBe("match");
    expect(await checkSecretKey(store)).toBe("match");
    asInstance(OTHER_KEY);
    expect(await checkSecretKey(store)).toBe("mismatch");
  });

  it("is not written by a key that cannot open the passwords already stored (the right instances are not locked out)", async () => {
    await setAccount(store, DEALER, LOGINS.dealer[1]);
    asInstance(OTHER_KEY);
    expect(await checkSecretKey(store)).toBe("mismatch");
    asInstance(GOOD_KEY);
    expect(await checkSecretKey(store)).toBe("match");
  });
});

describe("reminders on an instance with another key", () => {
  it("claim nothing, and the healthy instance runs the day", async () => {
    await checkSecretKey(store);
    await setAccount(store, DEALER, LOGINS.dealer[1]);
    const clock = fakeClock(`${TODAY}T09:00:00Z`);
    asInstance(OTHER_KEY);
    expect(await scheduler(store, clock).sweep()).toMatchObject({ runs: 0 });
    expect(await lastRun(store, DEALER)).toBeNull();
    asInstance(GOOD_KEY);
    await scheduler(store, clock).sweep();
    expect(await lastRun(store, DEALER)).toMatchObject({ localDate: TODAY, status: "done", attempts: 1 });
  });

  it("give back a run they cannot open, uncounted and due at once, never failed", async () => {
    await checkSecretKey(store);
    await setAccount(store, DEALER, LOGINS.dealer[1]);
    const clock = fakeClock(`${TODAY}T09:00:00Z`);
    asInstance(OTHER_KEY);
    // The key check passed at the sweep's start (its row not written yet when this instance
    // looked, say) and fails when the password does not open.
    const answers = ["match", "mismatch"] as const;
    let asked = 0;
    const report = await new ReminderScheduler({
      store,
      clock,
      mailer: () => null,
      baseUrl: () => "https://panel.example",
      keyCheck: async () => answers[Math.min(asked++, 1)],
    }).sweep();
    expect(report.failed).toBe(0);
    expect(await lastRun(store, DEALER)).toMatchObject({ status: "retry", attempts: 0 });
    expect(up.state().outbox).toEqual([]);
    asInstance(GOOD_KEY);
    await scheduler(store, clock).sweep();
    expect(await lastRun(store, DEALER)).toMatchObject({ status: "done", attempts: 1 });
  });

  it("a healthy instance that cannot open one account's password still fails that run (the owner enters it again)", async () => {
    await checkSecretKey(store);
    await setAccount(store, DEALER, null);
    asInstance(OTHER_KEY);
    await saveCredential(store, DEALER, sealSecret(LOGINS.dealer[1], credentialBinding(DEALER.accountId)), new Date());
    asInstance(GOOD_KEY);
    await scheduler(store, fakeClock(`${TODAY}T09:00:00Z`)).sweep();
    expect(await lastRun(store, DEALER)).toMatchObject({ status: "failed", detail: expect.stringMatching(/cannot be read/) });
  });
});

describe("the lease of a claimed run", () => {
  it("is two minutes: after a crash another instance takes the run over then, not before", async () => {
    expect(LEASE_MS).toBe(120_000);
    const start = new Date(`${TODAY}T09:00:00Z`);
    expect(await claimRun(store, DEALER, TODAY, start, LEASE_MS)).toBe(1);
    expect(await claimRun(store, DEALER, TODAY, new Date(start.getTime() + LEASE_MS - 1_000), LEASE_MS)).toBeNull();
    expect(await claimRun(store, DEALER, TODAY, new Date(start.getTime() + LEASE_MS + 1_000), LEASE_MS)).toBe(2);
  });
});
