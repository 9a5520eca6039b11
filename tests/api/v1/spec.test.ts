// The keyed API over HTTP against the spec-only test upstream (a backend that ignores
// Idempotency-Key and knows nothing of keys): the backend's own counters prove one charge per
// intent through replays, concurrent duplicates and an answer lost on the way.
import { afterEach, describe, expect, it, vi } from "vitest";
import { addMonths, maxDay, today } from "@/tests/spec-upstream/dates";
import { LOGINS } from "@/tests/spec-upstream/test-client";
import { freshPgliteDir } from "@/tests/support/fresh-pglite";
import { specBffForFile } from "../spec/support";
import { call, makeKey } from "./keys";
import { v1ServerForFile } from "./server";

vi.mock("@/lib/session", async () => (await import("../spec/support")).sessionMock);
process.env.PANEL_STORE_DIR = freshPgliteDir();

const bff = specBffForFile();
const api = v1ServerForFile();
const RENEW = "/api/renew";
const PROBLEM = "urn:reseller-panel:problem:";
const state = () => bff.up().state();
const dealerClient = (index: number) => Object.entries(state().clients).filter(([, c]) => c.dealer === "dealer")[index][0];
let serial = 0;
const idem = () => `api-spec-${Date.now()}-${serial++}`;

async function dealerKey() {
  bff.signIn("dealer");
  return (await makeKey(bff.send as never, LOGINS.dealer[1], { scopes: ["clients:read", "clients:renew"] })).secret;
}
const renew = (secret: string, name: string, months: number, key: string) =>
  call(api.url(), secret, "POST", `/api/v1/clients/${name}/renew`, { months }, { "idempotency-key": key });

afterEach(() => {
  delete process.env.UPSTREAM_TIMEOUT_MS;
  bff.up().reset();
});

describe("the API on a spec-only backend", () => {
  it("lists and reads clients, and quotes a renew", async () => {
    const secret = await dealerKey();
    const list = await call(api.url(), secret, "GET", "/api/v1/clients?size=5");
    expect(list.status).toBe(200);
    expect(list.body.rows.length).toBeGreaterThan(0);
    const balance = state().balances.dealer!;
    expect((await call(api.url(), secret, "GET", "/api/v1/quote?action=renew&months=3")).body).toMatchObject({ cost: 3, balance, balanceAfter: balance - 3 });
  });

  it("concurrent duplicates and a later replay of one renew charge once; the expiry moves by its months exactly", async () => {
    const secret = await dealerKey();
    const name = dealerClient(0);
    const before = state();
    const key = idem();
    const answers = await Promise.all([1, 2, 3].map(() => renew(secret, name, 2, key)));
    for (const answer of answers) expect(answer).toMatchObject({ status: 200, body: answers[0].body });
    expect(answers[0].body).toMatchObject({ name, months: 2, balance: before.balances.dealer! - 2 });
    const replay = await renew(secret, name, 2, key);
    expect(replay.body).toEqual(answers[0].body);
    const after = state();
    expect(after.calls[RENEW]).toBe(1);
    expect(after.balances.dealer).toBe(before.balances.dealer! - 2);
    expect(after.clients[name].expiry).toBe(addMonths(maxDay(before.clients[name].expiry, today()), 2));
  });

  it("an answer lost on the way is an outcome-unknown problem with where to ask; asking again settles it without a second charge", async () => {
    process.env.UPSTREAM_TIMEOUT_MS = "300";
    const secret = await dealerKey();
    const name = dealerClient(1);
    const before = state();
    bff.up().late(RENEW, 1_000);
    const key = idem();
    const first = await renew(secret, name, 1, key);
    expect(first).toMatchObject({ status: 504, body: { type: `${PROBLEM}outcome-unknown`, outcome: "unknown", check: `/api/v1/operations/${key}` } });
    expect((await call(api.url(), secret, "GET", first.body.check)).body).toMatchObject({ state: "unknown" });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const again = await renew(secret, name, 1, key);
    expect(again).toMatchObject({ status: 200, body: { name, months: 1 } });
    expect(state().calls[RENEW]).toBe(1);
    expect(state().balances.dealer).toBe(before.balances.dealer! - 1);
  });
});
