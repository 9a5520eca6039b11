// One charge per intent on a backend that ignores Idempotency-Key (issue 19), through the BFF's
// real handlers against the spec-only upstream, whose own counters say how often it was charged.
import { afterEach, describe, expect, it, vi } from "vitest";
import * as bulkRoute from "@/app/api/bulk-renew/route";
import * as creditsRoute from "@/app/api/accounts/[kind]/[name]/credits/route";
import * as renewRoute from "@/app/api/clients/[name]/renew/route";
import * as clientsRoute from "@/app/api/clients/route";
import { OUTCOME_UNKNOWN_MESSAGE } from "@/lib/api/outcome";
import { resetIntentStoreForTests } from "@/lib/intents";
import { SqlIntentStore } from "@/lib/intents/sql-store";
import { closePanelStoreForTests } from "@/lib/store";
import { client } from "@/tests/spec-upstream/test-client";
import { specBffForFile } from "./support";
import { validClientInput } from "@/tests/support/fixtures";
import { freshPgliteDir } from "@/tests/support/fresh-pglite";
import { intentStoresForFile } from "@/tests/support/intent-stores";

vi.mock("@/lib/session", async () => (await import("./support")).sessionMock);
// The intents live in the panel's store: an embedded one of this file's own.
process.env.PANEL_STORE_DIR = freshPgliteDir();
const postgres = intentStoresForFile().find(([name]) => name === "PostgreSQL")?.[1];

const bff = specBffForFile();
const RENEW = "/api/renew";
let keys = 0;
const newKey = () => `test-intent-${Date.now()}-${keys++}`;
const state = () => bff.up().state();

/** A client of the dealer's that is active, and the renew of it as the browser sends it. */
function renewOf(name: string, months = 1) {
  return (key: string) => bff.send(renewRoute.POST, "POST", `/api/clients/${name}/renew`, { months }, { params: { name }, key });
}
const dealerClient = (index: number) => Object.entries(state().clients).filter(([, c]) => c.dealer === "dealer")[index][0];

afterEach(() => {
  delete process.env.UPSTREAM_TIMEOUT_MS;
  bff.up().reset();
});

describe("one charge per intent", () => {
  it("a double click (two requests at once under one key) charges once and answers both alike", async () => {
    bff.signIn("dealer");
    const name = dealerClient(0);
    const before = state();
    const renew = renewOf(name);
    const key = newKey();
    const [a, b] = await Promise.all([renew(key), renew(key)]);
    expect(a.status).toBe(200);
    expect(b).toMatchObject({ status: 200, body: a.body });
    const after = state();
    expect(after.calls[RENEW]).toBe(1);
    expect(after.balances.dealer).toBe(before.balances.dealer! - 1);
  });

  it("a second tab repeating the intent later gets the first answer, and the backend is not asked", async () => {
    bff.signIn("dealer");
    const renew = renewOf(dealerClient(1), 2);
    const key = newKey();
    const first = await renew(key);
    const again = await renew(key);
    expect(again).toEqual({ status: 200, body: first.body, forwarded: [] });
    expect(state().calls[RENEW]).toBe(1);
  });

  it("the same key with other details is refused, nothing sent", async () => {
    bff.signIn("dealer");
    const key = newKey();
    await renewOf(dealerClient(2), 1)(key);
    const other = await renewOf(dealerClient(2), 3)(key);
    expect(other).toMatchObject({ status: 409, forwarded: [] });
    expect(other.body.message).toMatch(/already sent with different details/);
    expect(state().calls[RENEW]).toBe(1);
  });

  it("a renew the backend carries out but answers too late is 'outcome unknown' with the figures re-read; the retry is never sent", async () => {
    process.env.UPSTREAM_TIMEOUT_MS = "300";
    bff.signIn("dealer");
    const name = dealerClient(3);
    const before = state();
    bff.up().late(RENEW, 1_000);
    const renew = renewOf(name);
    const key = newKey();
    const first = await renew(key);
    expect(first.status).toBe(504);
    expect(first.body).toMatchObject({ outcome: "unknown", message: OUTCOME_UNKNOWN_MESSAGE });
    // The figures are the backend's as they are now: the renew was carried out.
    const now = state();
    expect(first.body.current).toEqual({ balance: now.balances.dealer, subject: { name, label: "Expiry", value: now.clients[name].expiry } });
    expect(now.balances.dealer).toBe(before.balances.dealer! - 1);

    const retry = await renew(key);
    expect(retry).toMatchObject({ status: 504, body: { outcome: "unknown" } });
    expect(retry.forwarded.filter((call) => call.startsWith("POST"))).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(state().calls[RENEW]).toBe(1);
    expect(state().balances.dealer).toBe(before.balances.dealer! - 1);
  });

  it("a connection dropped after the backend took the renew is 'outcome unknown' too", async () => {
    bff.signIn("dealer");
    bff.up().drop(RENEW);
    const renew = renewOf(dealerClient(4));
    const key = newKey();
    expect(await renew(key)).toMatchObject({ status: 504, body: { outcome: "unknown" } });
    expect((await renew(key)).forwarded.filter((call) => call.startsWith("POST"))).toEqual([]);
    expect(state().calls[RENEW]).toBe(1);
  });

  it("a panel restart between two attempts still replays the first answer", async () => {
    bff.signIn("dealer");
    const renew = renewOf(dealerClient(5));
    const key = newKey();
    const first = await renew(key);
    // A new process: the panel's store closed and opened again on its folder.
    await closePanelStoreForTests();
    expect(await renew(key)).toEqual({ status: 200, body: first.body, forwarded: [] });
    expect(state().calls[RENEW]).toBe(1);
  });

  it("a refusal (4xx) is shown and releases the key for the corrected form", async () => {
    bff.signIn("dealer");
    const key = newKey();
    const refused = await renewOf("nosuchclient")(key);
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBeTruthy();
    const corrected = await bff.send(
      renewRoute.POST,
      "POST",
      `/api/clients/${dealerClient(6)}/renew`,
      { months: 1 },
      { params: { name: dealerClient(6) }, key },
    );
    expect(corrected.status).toBe(200);
  });

  it("a credit move and a paid client add are sent once per key as well", async () => {
    bff.signIn("reseller");
    const move = (key: string) =>
      bff.send(
        creditsRoute.POST,
        "POST",
        "/api/accounts/dealers/dealer/credits",
        { credits: 5, transaction: 0, desc: "" },
        { params: { kind: "dealers", name: "dealer" }, key },
      );
    const before = state();
    const key = newKey();
    expect((await move(key)).status).toBe(200);
    expect((await move(key)).forwarded).toEqual([]);
    expect(state().balances.dealer).toBe(before.balances.dealer! + 5);

    bff.signIn("dealer");
    const add = (key: string) =>
      bff.send(
        clientsRoute.POST,
        "POST",
        "/api/clients",
        validClientInput({ login: "paidonce", password: "pw1", mac: "00:1A:79:AA:BB:02", months: 2, reseller: "", dealer: "" }),
        { key },
      );
    const addKey = newKey();
    expect(await add(addKey)).toMatchObject({ status: 200, body: { name: "paidonce" } });
    expect((await add(addKey)).forwarded).toEqual([]);
    expect(state().balances.dealer).toBe(before.balances.dealer! + 5 - 2);
  });
});

describe("bulk renew on a spec backend", () => {
  it("renews each client with the spec's renew, once per batch, even when the batch is sent again", async () => {
    bff.signIn("dealer");
    const names = [dealerClient(0), dealerClient(1), dealerClient(2)];
    const before = state();
    const key = newKey();
    const send = () => bff.send(bulkRoute.POST, "POST", "/api/bulk-renew", { clients: { kind: "names", names }, months: 1 }, { key });
    const first = await send();
    expect(first).toMatchObject({ status: 200, body: { renewed: 3, refused: 0, credits: 3 } });
    expect(first.forwarded.filter((call) => call === "POST /api/renew")).toHaveLength(3);
    const again = await send();
    expect(again.body).toMatchObject({ renewed: 3, credits: 3 });
    expect(again.forwarded.filter((call) => call.startsWith("POST"))).toEqual([]);
    expect(state().balances.dealer).toBe(before.balances.dealer! - 3);
  });

  it("stopped halfway (an answer lost, the panel restarted), the batch sent again renews no client twice", async () => {
    bff.signIn("dealer");
    const names = [dealerClient(3), dealerClient(4), dealerClient(5)];
    const before = state();
    const key = newKey();
    const send = () => bff.send(bulkRoute.POST, "POST", "/api/bulk-renew", { clients: { kind: "names", names }, months: 1 }, { key });
    // The first client's renew is carried out, but its answer never comes back.
    bff.up().drop(RENEW, 1);
    const first = await send();
    expect(first.status).toBe(200);
    expect(first.body.results.map((r: { renewed: boolean; reason?: string }) => r.reason ?? "renewed")).toEqual(["unknown", "renewed", "renewed"]);
    await closePanelStoreForTests();
    const again = await send();
    expect(again.body.results).toEqual(first.body.results);
    expect(again.forwarded.filter((call) => call.startsWith("POST"))).toEqual([]);
    expect(state().calls[RENEW]).toBe(3);
    expect(state().balances.dealer).toBe(before.balances.dealer! - 3);
  });

  it("a batch the balance cannot cover renews what it covers and refuses the rest without asking", async () => {
    // The reseller takes all but 13 of the dealer's credits back: one 12-month renewal's worth.
    const { call } = client(bff.up().url);
    const taken = await call("POST", "/reseller/savedealercredits", bff.tokens.reseller, {
      name: "dealer",
      credits: state().balances.dealer! - 13,
      desc: "",
      transaction: 1,
    });
    expect(taken.status).toBe(200);
    bff.signIn("dealer");
    const names = [dealerClient(6), dealerClient(7)];
    const answer = await bff.send(bulkRoute.POST, "POST", "/api/bulk-renew", { clients: { kind: "names", names }, months: 12 }, { key: newKey() });
    expect(answer.body).toMatchObject({ renewed: 1, refused: 1, credits: 12 });
    expect(answer.body.results[1]).toMatchObject({ name: names[1], renewed: false, reason: "no_credits" });
    expect(state().calls[RENEW]).toBe(1);
    expect(state().balances.dealer).toBe(1);
  });
});

describe.runIf(postgres)("two panel instances sharing one PostgreSQL", () => {
  it("an intent sent through one instance is not sent again through the other", async () => {
    const [a, b] = [await postgres!.open(), await postgres!.open()];
    try {
      bff.signIn("dealer");
      const renew = renewOf(dealerClient(7));
      const key = newKey();
      resetIntentStoreForTests(new SqlIntentStore(async () => a));
      const first = await renew(key);
      resetIntentStoreForTests(new SqlIntentStore(async () => b));
      expect(await renew(key)).toEqual({ status: 200, body: first.body, forwarded: [] });
      expect(state().calls[RENEW]).toBe(1);
    } finally {
      resetIntentStoreForTests();
      await Promise.all([a.close(), b.close()]);
    }
  });
});
