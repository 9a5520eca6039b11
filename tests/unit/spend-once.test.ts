// The spend entrance's `once` (lib/api/spend.ts) over the intents in the panel's store (embedded PGlite, and
// PostgreSQL when PANEL_TEST_DATABASE_URL names a server): a write whose answer is lost stays
// locked on a spec backend, and on the reference upstream, which keeps its own Idempotency-Key
// record, asking it again under the same key makes the outcome known.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { spendEntrance } from "@/lib/api/spend";
import { resetIntentStoreForTests } from "@/lib/intents";
import { currentSpendKey } from "@/lib/request-context";
import { SqlIntentStore } from "@/lib/intents/sql-store";
import type { OpenStore } from "@/lib/store/types";
import { forgetBackend } from "@/lib/backends";
import { UpstreamError } from "@/lib/upstream/errors";
import { intentStoresForFile } from "../support/intent-stores";

const stores = intentStoresForFile();

const session = { sid: "sid-admin", accountId: "account-admin", role: "admin" as const, name: "admin", token: "t", expiresAt: Date.now() + 3_600_000 };
let n = 0;
const key = () => `spend-once-${Date.now()}-${n++}`;
const timeout = () => new UpstreamError("Server error, try again later", 504, "timeout");

function spend(dialect: "spec" | "reference", idempotencyKey: string, send: () => Promise<unknown>) {
  vi.stubEnv("UPSTREAM_DIALECT", dialect);
  forgetBackend();
  return spendEntrance(session, "clients.renew", idempotencyKey).once({ payload: { months: 1 }, send });
}

afterEach(() => {
  vi.unstubAllEnvs();
  forgetBackend();
});

describe.each(stores)("the spend entrance on %s", (_, { open }) => {
  let db: OpenStore;
  beforeAll(async () => {
    db = await open();
    resetIntentStoreForTests(new SqlIntentStore(async () => db));
  });
  afterAll(async () => {
    resetIntentStoreForTests();
    await db?.close();
  });

  it("on a spec backend keeps a lost answer's key locked: the repeat is not sent and says so", async () => {
    const k = key();
    const send = vi.fn().mockRejectedValueOnce(timeout()).mockResolvedValue({ name: "alice" });
    const first = await spend("spec", k, send);
    expect(first.status).toBe(504);
    expect(await first.json()).toMatchObject({ outcome: "unknown", current: { balance: null } });
    const again = await spend("spec", k, send);
    expect(again.status).toBe(504);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("on the reference upstream asks again under the same key, and remembers the answer it gets", async () => {
    const k = key();
    const send = vi.fn().mockRejectedValueOnce(timeout()).mockResolvedValue({ name: "alice", months: 1 });
    expect((await spend("reference", k, send)).status).toBe(504);
    const checked = await spend("reference", k, send);
    expect(checked.status).toBe(200);
    expect(await checked.json()).toEqual({ name: "alice", months: 1 });
    expect(send).toHaveBeenCalledTimes(2);
    expect((await spend("reference", k, send)).status).toBe(200);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("on the reference upstream frees the key when asking again shows it was not carried out", async () => {
    const k = key();
    const refused = new UpstreamError("Not enough credits", 422, "response");
    const send = vi.fn().mockRejectedValueOnce(timeout()).mockRejectedValueOnce(refused).mockResolvedValue({ name: "alice" });
    expect((await spend("reference", k, send)).status).toBe(504);
    await expect(spend("reference", k, send)).rejects.toBe(refused);
    expect((await spend("reference", k, send)).status).toBe(200);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it("sends the write under the intent's own key, and a batch's items under keys derived from it", async () => {
    const k = key();
    const seen: (string | undefined)[] = [];
    const send = async () => (seen.push(currentSpendKey()), { name: "alice" });
    expect((await spend("spec", k, send)).status).toBe(200);
    const entrance = spendEntrance(session, "clients.bulkRenew", k);
    const item = { name: "bob", operation: "clients.renew" as const, payload: { name: "bob", months: 1 } };
    expect(await entrance.sent(item)).toBe(false);
    expect(await entrance.item(item, send)).toEqual({ kind: "done", body: { name: "alice" } });
    expect(await entrance.sent(item)).toBe(true);
    // The batch again: the item is replayed, not sent.
    expect(await spendEntrance(session, "clients.bulkRenew", k).item(item, send)).toEqual({ kind: "done", body: { name: "alice" } });
    expect(seen).toEqual([k, `${k}:bob`]);
    expect(currentSpendKey()).toBeUndefined();
  });
});
