// One charge per intent on a backend that ignores Idempotency-Key, through the BFF's real
// handlers against the spec-only upstream, whose own counters say how often it was charged: a
// lost or failed answer is "outcome unknown" and a repeat of its key settles it by reading; a
// refusal in any clothes shows the backend's own words and changes nothing.
import { afterEach, describe, expect, it, vi } from "vitest";
import * as bulkRoute from "@/features/renewals/server/routes/bulk-renew";
import * as creditsRoute from "@/features/accounts/server/routes/account-credits";
import * as renewRoute from "@/features/clients/server/routes/client-renew";
import * as clientsRoute from "@/features/clients/server/routes/clients";
import * as balanceRoute from "@/features/credits/server/routes/credits";
import * as resetRoute from "@/features/clients/server/routes/client-reset";
import * as retrieveRoute from "@/features/clients/server/routes/client-retrieve";
import { OUTCOME_STILL_UNKNOWN_MESSAGE, OUTCOME_UNKNOWN_MESSAGE } from "@/lib/api/outcome";
import { resetIntentStoreForTests } from "@/lib/intents";
import { SERVER_ERROR_MESSAGE } from "@/lib/upstream/errors";
import { addMonths, maxDay, today } from "@/tests/spec-upstream/dates";
import type { StateSnapshot } from "@/tests/spec-upstream";
import { SqlIntentStore } from "@/lib/intents/sql-store";
import { closePanelStoreForTests } from "@/lib/store";
import { client } from "@/tests/spec-upstream/test-client";
import { specBffForFile, type Answer } from "./support";
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

    // The repeat is never sent again: it reads the figures, which moved by exactly this renew.
    const retry = await renew(key);
    expect(retry).toMatchObject({ status: 200, body: { name, months: 1 } });
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

// The spending writes, each with what it must do to the backend's figures when carried out once.
type SpendingWrite = {
  role: "dealer" | "reseller";
  path: string;
  /** Whatever must be true before (a client with months to retrieve), done without a fault. */
  prepare?: () => Promise<void>;
  send: (key: string) => Promise<Answer>;
  /** The figures the BFF answers, as the backend holds them in `s`. */
  figures: (s: StateSnapshot) => { balance: number | null; subject: { name: string; label: string; value: string | null } };
  /** The state after exactly one application, from the state before. */
  once: (before: StateSnapshot, after: StateSnapshot) => void;
  answer: Record<string, unknown>;
};

const ADDED = "paidfault";
const clientFigures = (name: string, payer: string) => (s: StateSnapshot) => ({
  balance: s.balances[payer] ?? null,
  subject: { name, label: "Expiry", value: s.clients[name]?.expiry ?? null },
});

function spendingWrites(): Record<string, SpendingWrite> {
  const renewed = dealerClient(0);
  const retrieved = dealerClient(1);
  return {
    renew: {
      role: "dealer",
      path: RENEW,
      send: renewOf(renewed),
      figures: clientFigures(renewed, "dealer"),
      once: (before, after) => {
        expect(after.balances.dealer).toBe(before.balances.dealer! - 1);
        expect(after.clients[renewed].expiry).toBe(addMonths(maxDay(before.clients[renewed].expiry, today()), 1));
      },
      answer: { name: renewed, months: 1 },
    },
    "add client with months": {
      role: "dealer",
      path: "/api/client",
      send: (key) =>
        bff.send(
          clientsRoute.POST,
          "POST",
          "/api/clients",
          validClientInput({ login: ADDED, password: "pw1", mac: "00:1A:79:AA:BB:07", months: 2, reseller: "", dealer: "" }),
          { key },
        ),
      figures: clientFigures(ADDED, "dealer"),
      once: (before, after) => {
        expect(before.clients[ADDED]).toBeUndefined();
        expect(after.balances.dealer).toBe(before.balances.dealer! - 2);
        expect(after.clients[ADDED].expiry).toBe(addMonths(today(), 2));
      },
      answer: { name: ADDED },
    },
    retrieve: {
      role: "dealer",
      path: "/api/retrieve",
      // Three months ahead first, so that one can be taken back.
      prepare: async () => expect((await renewOf(retrieved, 3)(newKey())).status).toBe(200),
      send: (key) => bff.send(retrieveRoute.POST, "POST", `/api/clients/${retrieved}/retrieve`, { months: 1 }, { params: { name: retrieved }, key }),
      figures: clientFigures(retrieved, "dealer"),
      once: (before, after) => {
        expect(after.balances.dealer).toBe(before.balances.dealer! + 1);
        expect(after.clients[retrieved].expiry).toBe(addMonths(before.clients[retrieved].expiry, -1));
      },
      answer: { name: retrieved },
    },
    "credit move": {
      role: "reseller",
      path: "/reseller/savedealercredits",
      send: (key) =>
        bff.send(
          creditsRoute.POST,
          "POST",
          "/api/accounts/dealers/dealer/credits",
          { credits: 5, transaction: 0, desc: "" },
          { params: { kind: "dealers", name: "dealer" }, key },
        ),
      figures: (s) => ({ balance: s.balances.reseller ?? null, subject: { name: "dealer", label: "Credits", value: String(s.balances.dealer) } }),
      once: (before, after) => {
        expect(after.balances.reseller).toBe(before.balances.reseller! - 5);
        expect(after.balances.dealer).toBe(before.balances.dealer! + 5);
      },
      answer: { name: "dealer" },
    },
  };
}

/** A backend that carries the write out and then fails to say so, five ways. */
const FAULTS: Record<string, (path: string) => void> = {
  "answers 500 (PHP's notice after the commit)": (path) => bff.up().fail(path, 500),
  "answers 502 with a proxy's page": (path) => bff.up().fail(path, 502, 1, { text: "<html><body>Bad Gateway</body></html>" }),
  "answers 503": (path) => bff.up().fail(path, 503, 1, { body: { message: "Service Unavailable" } }),
  "resets the connection": (path) => bff.up().cut(path),
  "answers nothing in time": (path) => {
    process.env.UPSTREAM_TIMEOUT_MS = "300";
    bff.up().late(path, 600);
  },
};

const posts = (answer: Answer) => answer.forwarded.filter((call) => call.startsWith("POST"));

describe("a spending write the backend carried out but did not confirm", () => {
  const cases = Object.keys(FAULTS).flatMap((fault) => ["renew", "add client with months", "retrieve", "credit move"].map((write) => [fault, write]));

  it.each(cases)("backend %s, %s: charged once, 'outcome unknown' with the figures, settled as done by the repeat", async (fault, name) => {
    const write = spendingWrites()[name];
    bff.signIn(write.role);
    await write.prepare?.();
    const before = state();
    FAULTS[fault](write.path);
    const key = newKey();
    const first = await write.send(key);
    const after = state();
    write.once(before, after);
    expect(first.status).toBe(504);
    // The backend's own text of a 5xx is never shown; the figures are the backend's, before and now.
    expect(first.body).toEqual({ outcome: "unknown", message: OUTCOME_UNKNOWN_MESSAGE, current: write.figures(after), before: write.figures(before) });

    const repeat = await write.send(key);
    expect(repeat).toMatchObject({ status: 200, body: write.answer });
    expect(posts(repeat)).toEqual([]);
    const third = await write.send(key);
    expect(third).toEqual({ status: 200, body: repeat.body, forwarded: [] });
    expect(state().calls[write.path]).toBe(1);
    write.once(before, state());
  });

  it("a 500 before anything was committed is released by the repeat, which carries the renew out once", async () => {
    bff.signIn("dealer");
    const write = spendingWrites().renew;
    const before = state();
    bff.up().fail(RENEW, 500, 1, { commit: false });
    const key = newKey();
    expect(await write.send(key)).toMatchObject({ status: 504, body: { outcome: "unknown" } });
    expect(state().balances.dealer).toBe(before.balances.dealer);
    const repeat = await write.send(key);
    expect(repeat).toMatchObject({ status: 200, body: { name: dealerClient(0), months: 1 } });
    expect(posts(repeat)).toEqual([`POST ${RENEW}`]);
    write.once(before, state());
    expect((await write.send(key)).forwarded).toEqual([]);
    write.once(before, state());
  });

  it("another write of the same account between the two readings keeps it unknown, and it is never sent again", async () => {
    bff.signIn("dealer");
    const before = state();
    bff.up().fail(RENEW, 500);
    const key = newKey();
    expect((await renewOf(dealerClient(0))(key)).status).toBe(504);
    expect((await renewOf(dealerClient(1))(newKey())).status).toBe(200);
    const repeat = await renewOf(dealerClient(0))(key);
    expect(repeat).toMatchObject({ status: 504, body: { outcome: "unknown", message: OUTCOME_STILL_UNKNOWN_MESSAGE } });
    expect(posts(repeat)).toEqual([]);
    expect(state().balances.dealer).toBe(before.balances.dealer! - 2);
  });

  it("credits arriving from above between the two readings keep an uncommitted renew unknown rather than 'not done'", async () => {
    bff.signIn("dealer");
    bff.up().fail(RENEW, 500, 1, { commit: false });
    const key = newKey();
    expect((await renewOf(dealerClient(0))(key)).status).toBe(504);
    // The reseller gives the dealer one credit: the dealer's ledger gains a row, its balance moves.
    const { call } = client(bff.up().url);
    expect((await call("POST", "/reseller/savedealercredits", bff.tokens.reseller, { name: "dealer", credits: 1, desc: "", transaction: 0 })).status).toBe(200);
    const repeat = await renewOf(dealerClient(0))(key);
    expect(repeat).toMatchObject({ status: 504, body: { outcome: "unknown" } });
    expect(posts(repeat)).toEqual([]);
    expect(state().calls[RENEW]).toBe(1);
  });
});

describe("a refusal in other clothes", () => {
  const bodies = [{ status: "error", message: "Not enough credits" }, { error: "Not enough credits" }, { success: false, message: "Not enough credits" }];
  const cases = ["renew", "add client with months", "retrieve", "credit move"].flatMap((write) => bodies.map((body) => [write, body] as const));

  it.each(cases)("%s answered 200 with %j is refused with the backend's message, nothing moved, the key free", async (name, body) => {
    const write = spendingWrites()[name];
    bff.signIn(write.role);
    await write.prepare?.();
    const before = state();
    bff.up().fail(write.path, 200, 1, { body, commit: false });
    const key = newKey();
    expect(await write.send(key)).toMatchObject({ status: 422, body: { message: "Not enough credits" } });
    expect(state().balances).toEqual(before.balances);
    expect(state().clients).toEqual(before.clients);
    // Nothing was done: the same key may be sent again, and is carried out once.
    const again = await write.send(key);
    expect(again).toMatchObject({ status: 200, body: write.answer });
    write.once(before, state());
  });

  it("a 4xx with a page instead of a message is a refusal naming its status, not a server error", async () => {
    bff.signIn("dealer");
    bff.up().fail(RENEW, 419, 1, { text: "<!DOCTYPE html><html><title>Page Expired</title></html>", commit: false });
    expect(await renewOf(dealerClient(0))(newKey())).toMatchObject({ status: 419, body: { message: "The backend refused the request (HTTP 419)" } });
  });

  it("a Laravel 422 shows the field's message", async () => {
    bff.signIn("dealer");
    const body = { message: "The given data was invalid.", errors: { months: ["The months may not be greater than 12."] } };
    bff.up().fail(RENEW, 422, 1, { body, commit: false });
    expect(await renewOf(dealerClient(0))(newKey())).toMatchObject({ status: 422, body: { message: "The months may not be greater than 12." } });
  });

  it("a 5xx on a read or on a write that spends nothing is the server error, never 'outcome unknown', and never its own text", async () => {
    bff.signIn("dealer");
    bff.up().fail("/api/credits", 500, 1, { body: { message: "Not enough credits" } });
    expect(await bff.get(balanceRoute.GET, "/api/credits")).toMatchObject({ status: 502, body: { message: SERVER_ERROR_MESSAGE } });
    bff.up().fail("/api/resetclient", 500);
    const name = dealerClient(0);
    expect(await bff.send(resetRoute.POST, "POST", `/api/clients/${name}/reset`, {}, { params: { name } })).toMatchObject({
      status: 502,
      body: { message: SERVER_ERROR_MESSAGE },
    });
  });

  it("a figure that cannot be read before the write does not stop it", async () => {
    bff.signIn("dealer");
    const before = state();
    // The balance read before the renew is cut; the renew itself is then sent and answered.
    bff.up().cut("/api/credits");
    const answer = await renewOf(dealerClient(0))(newKey());
    expect(answer.status).toBe(200);
    expect(state().balances.dealer).toBe(before.balances.dealer! - 1);
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
