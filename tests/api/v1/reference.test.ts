// The keyed API over HTTP against the reference upstream: keys (scopes, revoke, expiry, allowed
// addresses), rate limits, problem details, and money (Idempotency-Key required, replays and
// concurrent duplicates charge once, balances and expiries exact).
import { describe, expect, it, vi } from "vitest";
import { generate } from "otplib";
import { KEY_MESSAGES } from "@/features/api/key-input";
import { panelStore } from "@/lib/store";
import { saveTotp } from "@/features/security/two-factor/factors";
import { newTotpSecret } from "@/features/security/two-factor/totp";
import { revokeToken } from "@/lib/upstream/auth";
import { storedCaller } from "@/features/reminders/server/stored-credential";
import { validClientInput } from "@/tests/support/fixtures";
import { freshPgliteDir } from "@/tests/support/fresh-pglite";
import { bffForFile } from "../bff/support";
import { DEMO } from "../upstream/support";
import * as credentialRoute from "@/app/api/api-keys/credential/route";
import * as keysRoute from "@/app/api/api-keys/route";
import { call, makeKey, revoke } from "./keys";
import { v1ServerForFile } from "./server";

vi.mock("@/lib/session", async () => (await import("../bff/support")).sessionMock);
process.env.PANEL_STORE_DIR = freshPgliteDir();

const bff = bffForFile();
const api = v1ServerForFile();
const ALL = [
  "clients:read",
  "clients:add",
  "clients:renew",
  "clients:retrieve",
  "clients:reset",
  "clients:delete",
  "messages:send",
  "tickets",
  "transactions:read",
];
const PROBLEM = "urn:reseller-panel:problem:";

async function dealerKey(settings: Record<string, unknown> = {}) {
  bff.signIn("dealer");
  return (await makeKey(bff.send as never, DEMO.dealer.password, { scopes: ALL, ...settings })).secret;
}

const get = (secret: string | null, path: string, headers?: Record<string, string>) => call(api.url(), secret, "GET", path, undefined, headers);
const post = (secret: string, path: string, body: unknown, key?: string) => call(api.url(), secret, "POST", path, body, key ? { "idempotency-key": key } : {});

async function aClient(secret: string): Promise<{ name: string; expiry: string }> {
  const list = await get(secret, "/api/v1/clients?tab=active&size=10");
  expect(list.status).toBe(200);
  const name = list.body.rows[0].name;
  const one = await get(secret, `/api/v1/clients/${name}`);
  return { name, expiry: one.body.expiry };
}
const credits = async (secret: string) => (await get(secret, "/api/v1/credits")).body.credits as number;
let serial = 0;
const idem = () => `api-test-${Date.now()}-${serial++}`;

describe("keys", () => {
  it("a key reads as its account; the answer has a request id and rate-limit fields, and no CORS fields", async () => {
    const secret = await dealerKey();
    const answer = await get(secret, "/api/v1/clients?size=5", { origin: "https://shop.example" });
    expect(answer.status).toBe(200);
    expect(answer.body.rows.length).toBeGreaterThan(0);
    expect(answer.headers.get("x-request-id")).toBeTruthy();
    expect(answer.headers.get("ratelimit-policy")).toMatch(/q=\d+;w=60/);
    expect(answer.headers.get("ratelimit")).toMatch(/r=\d+;t=\d+/);
    expect(answer.headers.get("access-control-allow-origin")).toBeNull();
    // The screen shows when and from where the key was last used (the touch is not awaited by the call).
    await expect
      .poll(async () => (await bff.get(keysRoute.GET as never, "/api/api-keys")).body.keys.find((key: { own: boolean }) => key.own))
      .toMatchObject({ lastUsedAt: expect.any(String), lastUsedAddress: "127.0.0.1" });
  });

  it("refuses a missing, wrong or URL-borne key with a problem of its own type", async () => {
    const secret = await dealerKey();
    const none = await get(null, "/api/v1/clients");
    expect(none.status).toBe(401);
    expect(none.headers.get("content-type")).toBe("application/problem+json");
    expect(none.body).toMatchObject({ type: `${PROBLEM}unauthorized`, status: 401 });
    expect(none.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect((await get(`${secret.slice(0, -2)}xx`, "/api/v1/clients")).body.type).toBe(`${PROBLEM}unauthorized`);
    const inUrl = await get(null, `/api/v1/clients?api_key=${secret}`);
    expect(inUrl).toMatchObject({ status: 400, body: { type: `${PROBLEM}key-in-url` } });
    expect(inUrl.headers.get("x-request-id")).toBeTruthy();
  });

  it("a key does only what its scopes allow", async () => {
    const secret = await dealerKey({ scopes: ["clients:read"] });
    const { name } = await aClient(secret);
    const before = await credits(secret);
    const renew = await post(secret, `/api/v1/clients/${name}/renew`, { months: 1 }, idem());
    expect(renew).toMatchObject({ status: 403, body: { type: `${PROBLEM}insufficient-scope`, scope: "clients:renew" } });
    expect(await credits(secret)).toBe(before);
  });

  it("a revoked key stops at once; an expired one too", async () => {
    bff.signIn("dealer");
    const made = await makeKey(bff.send as never, DEMO.dealer.password, { scopes: ["clients:read"] });
    expect((await get(made.secret, "/api/v1/credits")).status).toBe(200);
    expect((await revoke(bff.send as never, made.id)).status).toBe(200);
    expect((await get(made.secret, "/api/v1/credits")).body).toMatchObject({ status: 401, detail: "This API key was revoked." });

    const later = await makeKey(bff.send as never, DEMO.dealer.password, { scopes: ["clients:read"], expiresInDays: 1 });
    expect((await get(later.secret, "/api/v1/credits")).status).toBe(200);
    await (await panelStore()).query("UPDATE api_keys SET expires_at = now() - interval '1 second' WHERE id = $1", [later.id]);
    expect((await get(later.secret, "/api/v1/credits")).body).toMatchObject({ status: 401, detail: "This API key has expired." });
  });

  it("a key with allowed addresses works only from them", async () => {
    const elsewhere = await dealerKey({ allowed: ["203.0.113.0/24"] });
    expect((await get(elsewhere, "/api/v1/credits")).body).toMatchObject({ status: 403, type: `${PROBLEM}address-not-allowed` });
    const here = await dealerKey({ allowed: ["127.0.0.1"] });
    expect((await get(here, "/api/v1/credits")).status).toBe(200);
  });

  it("a key past its rate limit is refused with Retry-After", async () => {
    process.env.API_RATE_LIMIT_PER_MINUTE = "2";
    try {
      const secret = await dealerKey();
      expect((await get(secret, "/api/v1/credits")).headers.get("ratelimit")).toMatch(/r=1;/);
      expect((await get(secret, "/api/v1/credits")).status).toBe(200);
      const refused = await get(secret, "/api/v1/credits");
      expect(refused).toMatchObject({ status: 429, body: { type: `${PROBLEM}rate-limited` } });
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      delete process.env.API_RATE_LIMIT_PER_MINUTE;
    }
  });

  it("an unknown client is a 404 problem; a bad body a 422 naming the field, nothing charged", async () => {
    const secret = await dealerKey();
    expect((await post(secret, "/api/v1/clients/nobody-here-x/renew", { months: 1 }, idem())).body).toMatchObject({ status: 404 });
    const { name } = await aClient(secret);
    const bad = await post(secret, `/api/v1/clients/${name}/renew`, { months: 40 }, idem());
    expect(bad).toMatchObject({ status: 422, body: { type: `${PROBLEM}invalid-input`, field: "months" } });
  });
});

describe("reads and acting as the account", () => {
  it("packages, sub-packages, transactions and tickets read as the key's account", async () => {
    const secret = await dealerKey();
    const packages = await get(secret, "/api/v1/packages?server=0");
    expect(packages.status).toBe(200);
    expect(packages.body.packages.length).toBeGreaterThan(0);
    const { name } = await aClient(secret);
    expect((await get(secret, `/api/v1/clients/${name}/subpackages?server=0`)).body.subs).toEqual(expect.any(Array));
    expect((await get(secret, "/api/v1/transactions?size=5")).body.rows).toEqual(expect.any(Array));
    expect((await get(secret, "/api/v1/tickets?size=5")).body.rows).toEqual(expect.any(Array));
    expect((await get(secret, "/api/v1/packages?server=9")).body).toMatchObject({ status: 422, field: "server" });
  });

  it("with the account's password removed every key stops at once (credential-required); stored again, it works", async () => {
    const secret = await dealerKey();
    expect((await get(secret, "/api/v1/credits")).status).toBe(200);
    expect((await bff.send(credentialRoute.DELETE as never, "DELETE", "/api/api-keys/credential")).status).toBe(200);
    expect((await get(secret, "/api/v1/credits")).body).toMatchObject({ status: 403, type: `${PROBLEM}credential-required` });
    expect((await bff.send(credentialRoute.PUT as never, "PUT", "/api/api-keys/credential", { password: DEMO.dealer.password })).status).toBe(200);
    expect((await get(secret, "/api/v1/credits")).status).toBe(200);
  });

  it("when the upstream refuses the held token, the call signs in again with the stored password and succeeds", async () => {
    const secret = await dealerKey();
    expect((await get(secret, "/api/v1/credits")).status).toBe(200);
    // The token this instance holds for the dealer, signed out at the upstream behind the panel's back.
    const [identity] = await (await panelStore()).query<{ account_id: string }>("SELECT account_id FROM api_keys WHERE account = 'dealer' LIMIT 1");
    await revokeToken(await storedCaller({ accountId: identity.account_id, role: "dealer", name: "dealer" }));
    const again = await get(secret, "/api/v1/credits");
    expect(again.status).toBe(200);
    expect(again.body.credits).toEqual(expect.any(Number));
  });
});

describe("money", () => {
  it("a spend without an Idempotency-Key is refused and charges nothing", async () => {
    const secret = await dealerKey();
    const { name } = await aClient(secret);
    const before = await credits(secret);
    const answer = await post(secret, `/api/v1/clients/${name}/renew`, { months: 1 });
    expect(answer).toMatchObject({ status: 400, body: { type: `${PROBLEM}idempotency-key-required` } });
    expect(await credits(secret)).toBe(before);
  });

  it("a renew answers the balance after; its replay the same answer; another body under its key is 409; the quote agrees", async () => {
    const secret = await dealerKey();
    const { name, expiry } = await aClient(secret);
    const before = await credits(secret);
    const quote = await get(secret, "/api/v1/quote?action=renew&months=2");
    expect(quote.body).toMatchObject({ cost: 2, balance: before, balanceAfter: before - 2, enough: true });
    const key = idem();
    const first = await post(secret, `/api/v1/clients/${name}/renew`, { months: 2 }, key);
    expect(first).toMatchObject({ status: 200, body: { name, months: 2, balance: before - 2 } });
    const replay = await post(secret, `/api/v1/clients/${name}/renew`, { months: 2 }, key);
    expect(replay).toMatchObject({ status: 200, body: first.body });
    const other = await post(secret, `/api/v1/clients/${name}/renew`, { months: 3 }, key);
    expect(other).toMatchObject({ status: 409, body: { type: `${PROBLEM}idempotency-conflict` } });
    expect(await credits(secret)).toBe(before - 2);
    expect((await get(secret, `/api/v1/clients/${name}`)).body.expiry).toBe(first.body.expiry);
    expect(first.body.expiry > expiry).toBe(true);
    expect((await get(secret, `/api/v1/operations/${key}`)).body).toMatchObject({ state: "done" });
  });

  it("concurrent duplicates of one add charge once and create one client", async () => {
    const secret = await dealerKey();
    const before = await credits(secret);
    const login = `apishop${Date.now() % 1_000_000}`;
    const body = validClientInput({ login, months: 1 });
    const key = idem();
    const answers = await Promise.all([1, 2, 3, 4].map(() => post(secret, "/api/v1/clients", body, key)));
    for (const answer of answers) expect(answer).toMatchObject({ status: 200, body: { name: login, balance: before - 1 } });
    expect(await credits(secret)).toBe(before - 1);
    expect((await get(secret, `/api/v1/clients/${login}`)).status).toBe(200);
  });
});

describe("creating a key", () => {
  it("asks an account with a second factor for a current code again", async () => {
    bff.signIn("manager");
    const secret = newTotpSecret();
    await saveTotp({ id: "test-manager", role: "manager", name: "manager" }, secret, 0);
    const body = { name: "shop", scopes: ["clients:read"] };
    const create = (extra: Record<string, unknown>) => bff.send(keysRoute.POST as never, "POST", "/api/api-keys", { ...body, ...extra });
    expect(await create({})).toMatchObject({ status: 422, body: { message: KEY_MESSAGES.codeRequired, field: "code" } });
    const right = await generate({ secret });
    expect((await create({ code: right === "000000" ? "000001" : "000000" })).status).toBe(422);
    const made = await create({ code: right });
    expect(made.status).toBe(201);
    expect(made.body.secret).toMatch(/^rp_/);
    const own = (await bff.get(keysRoute.GET as never, "/api/api-keys")).body.keys.filter((key: { own: boolean }) => key.own);
    expect(own.map((key: { name: string }) => key.name)).toEqual(["shop"]);
  });
});

describe("keys of the accounts below", () => {
  it("a reseller sees and revokes its dealer's key; the dealer cannot revoke the reseller's", async () => {
    const dealer = await dealerKey();
    bff.signIn("dealer");
    const dealerKeys = await bff.get(keysRoute.GET as never, "/api/api-keys");
    const dealerKeyId = dealerKeys.body.keys.find((key: { own: boolean }) => key.own).id as string;
    bff.signIn("reseller");
    const reseller = await makeKey(bff.send as never, DEMO.reseller.password, { scopes: ["clients:read"] });
    const seen = await bff.get(keysRoute.GET as never, "/api/api-keys");
    expect(seen.body.keys).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: dealerKeyId, own: false, owner: { role: "dealer", name: "dealer" } })]),
    );
    expect(seen.body.keys.every((key: { secret?: string }) => key.secret === undefined)).toBe(true);
    bff.signIn("dealer");
    expect((await revoke(bff.send as never, reseller.id)).status).toBe(404);
    expect((await get(reseller.secret, "/api/v1/credits")).status).toBe(200);
    bff.signIn("reseller");
    expect((await revoke(bff.send as never, dealerKeyId)).status).toBe(200);
    expect((await get(dealer, "/api/v1/credits")).status).toBe(401);
  });
});
