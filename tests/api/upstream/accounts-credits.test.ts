// Credits between an account and the accounts below it: both directions, both ledger sides,
// the refusals (nothing moves), amount 0, the description that may come along, and replays.
import { describe, expect, it } from "vitest";
import { accountRow, ledgerCount, ledgerOf, path, setCredits } from "./accounts-support";
import { creditsOf, upstreamForFile, type DemoRole } from "./support";

const up = upstreamForFile();
const ADD = 0;
const REMOVE = 1;

describe("moving credits", () => {
  it.each([
    ["admin", "save", "novamedia"],
    ["admin", "resellercredits", "tvlink"],
    ["admin", "dealercredits", "sky_dallas"],
    ["manager", "resellercredits", "bluewave"],
    ["manager", "dealercredits", "bw_miami"],
    ["reseller", "dealercredits", "dealer_ny"],
  ] as [DemoRole, string, string][])("%s /%s: add then remove on %s", async (role, call, name) => {
    await setCredits(up.db, { manager: 2000, reseller: 300, [name]: 10 });
    const actorBefore = role === "admin" ? null : await creditsOf(up.db, role);

    const added = await up.post(path(role, call), { name, credits: 40, transaction: ADD }, up.tokens[role]);
    expect(added).toMatchObject({ status: 200 });
    const description = (await accountRow(up.db, name))!.description;
    expect(added.body).toEqual({ name, credits: 50, balance: actorBefore === null ? null : actorBefore - 40, description });
    expect((await ledgerOf(up.db, role))[0]).toEqual({ type: "ADD", login: name, credits: 40, description: "Credits added" });
    expect((await ledgerOf(up.db, name))[0]).toEqual({ type: "RECEIVED", login: role, credits: 40, description: "Credits added" });

    const removed = await up.post(path(role, call), { name, credits: 15, transaction: REMOVE }, up.tokens[role]);
    expect(removed.body).toEqual({ name, credits: 35, balance: actorBefore === null ? null : actorBefore - 25, description });
    expect((await ledgerOf(up.db, role))[0]).toEqual({ type: "REMOVE", login: name, credits: 15, description: "Credits removed" });
    expect((await ledgerOf(up.db, name))[0]).toEqual({ type: "REMOVED", login: role, credits: 15, description: "Credits removed" });
    expect(await creditsOf(up.db, name)).toBe(35);
    if (role === "admin") expect(await creditsOf(up.db, "admin")).toBe(0);
    else expect(await creditsOf(up.db, role)).toBe(actorBefore! - 25);
  });

  it("desc, when present, replaces the description (50 at most for a super reseller)", async () => {
    const res = await up.post("/admin/save", { name: "atlas_iptv", credits: 100, desc: "West region, new contract", transaction: ADD }, up.tokens.admin);
    expect(res.body.description).toBe("West region, new contract");
    expect((await up.get("/admin/superreseller/atlas_iptv", up.tokens.admin)).body.description).toBe("West region, new contract");
    const long = await up.post("/admin/save", { name: "atlas_iptv", credits: 1, desc: "x".repeat(51), transaction: ADD }, up.tokens.admin);
    expect(long).toMatchObject({ status: 400, body: { message: "desc: Description is at most 50 characters" } });
    const dealer = await up.post(
      "/reseller/dealercredits",
      { name: "quickstream", credits: 1, desc: "Queens, 2nd shop", transaction: ADD },
      up.tokens.reseller,
    );
    expect(dealer.body.description).toBe("Queens, 2nd shop");
  });

  it("0 credits moves nothing and writes no ledger row, but still saves the description", async () => {
    const [rows, before] = [await ledgerCount(up.db), await accountRow(up.db, "streamhub")];
    const res = await up.post("/superreseller/resellercredits", { name: "streamhub", credits: 0, transaction: REMOVE, desc: "Canada" }, up.tokens.manager);
    expect(res).toMatchObject({ status: 200, body: { name: "streamhub", credits: before!.credits, description: "Canada" } });
    expect(await ledgerCount(up.db)).toBe(rows);
    expect(await accountRow(up.db, "streamhub")).toEqual({ ...before, description: "Canada" });
  });
});

describe("never below zero", () => {
  it("adding more than the caller has → 422 Not enough credits, nothing moves", async () => {
    await setCredits(up.db, { reseller: 30, quickstream: 5 });
    const rows = await ledgerCount(up.db);
    const res = await up.post("/reseller/dealercredits", { name: "quickstream", credits: 31, transaction: ADD }, up.tokens.reseller);
    expect(res).toMatchObject({ status: 422, body: { message: "Not enough credits" } });
    expect([await creditsOf(up.db, "reseller"), await creditsOf(up.db, "quickstream"), await ledgerCount(up.db)]).toEqual([30, 5, rows]);
    expect((await up.post("/reseller/dealercredits", { name: "quickstream", credits: 30, transaction: ADD }, up.tokens.reseller)).status).toBe(200);
    expect(await creditsOf(up.db, "reseller")).toBe(0);
  });

  it("removing more than the account has → 422 saying how many it has, nothing moves", async () => {
    await setCredits(up.db, { manager: 100, bluewave: 12 });
    const rows = await ledgerCount(up.db);
    const res = await up.post("/superreseller/resellercredits", { name: "bluewave", credits: 13, transaction: REMOVE }, up.tokens.manager);
    expect(res).toMatchObject({ status: 422, body: { message: "bluewave has only 12 credits" } });
    expect([await creditsOf(up.db, "manager"), await creditsOf(up.db, "bluewave"), await ledgerCount(up.db)]).toEqual([100, 12, rows]);
    await setCredits(up.db, { bluewave: 1 });
    expect((await up.post("/superreseller/resellercredits", { name: "bluewave", credits: 2, transaction: REMOVE }, up.tokens.manager)).body.message).toBe(
      "bluewave has only 1 credit",
    );
  });

  it("the admin is unlimited, but cannot take back more than the account has either", async () => {
    await setCredits(up.db, { tvlink: 3 });
    expect((await up.post("/admin/resellercredits", { name: "tvlink", credits: 10_000, transaction: ADD }, up.tokens.admin)).body.credits).toBe(10_003);
    expect((await up.post("/admin/resellercredits", { name: "tvlink", credits: 10_000, transaction: REMOVE }, up.tokens.admin)).body.credits).toBe(3);
    expect((await up.post("/admin/resellercredits", { name: "tvlink", credits: 4, transaction: REMOVE }, up.tokens.admin)).status).toBe(422);
  });
});

describe("refusals", () => {
  it.each([
    ["manager", "resellercredits", "tvlink", "another manager's reseller"],
    ["manager", "dealercredits", "sky_austin", "another manager's dealer"],
    ["reseller", "dealercredits", "bw_miami", "another reseller's dealer"],
    ["manager", "resellercredits", "dealer", "a dealer on the reseller call"],
    ["admin", "save", "bluewave", "a reseller on the super reseller call"],
    ["admin", "dealercredits", "nobody", "an unknown name"],
  ] as [DemoRole, string, string, string][])("%s /%s on %s (%s) → 404, nothing moves", async (role, call, name) => {
    const [rows, credits] = [await ledgerCount(up.db), await accountRow(up.db, name)];
    const res = await up.post(path(role, call), { name, credits: 1, transaction: ADD }, up.tokens[role]);
    expect(res).toMatchObject({ status: 404, body: { message: expect.stringMatching(/not found$/) } });
    expect([await ledgerCount(up.db), await accountRow(up.db, name)]).toEqual([rows, credits]);
  });

  it.each([
    [{ credits: -1 }, "credits: Credits must be 0 or more"],
    [{ credits: 10_001 }, "credits: Credits must be at most 10000"],
    [{ credits: 1.5 }, "credits: Credits must be a whole number"],
    [{ credits: "10" }, "credits: Credits must be a whole number"],
    [{ credits: undefined }, "credits: Credits must be a whole number"],
    [{ transaction: 2 }, "transaction: Transaction must be 0 (add) or 1 (remove)"],
    [{ transaction: "0" }, "transaction: Transaction must be 0 (add) or 1 (remove)"],
    [{ name: "" }, "name: Name is required"],
    [{ name: "dealer_ny\u0000" }, "name: Name may not contain control or bidirectional override characters"],
    [{ desc: "501 chars".padEnd(501, ".") }, "desc: Description is at most 500 characters"],
    [{ desc: "\u202Aembedded" }, "desc: Description may not contain control or bidirectional override characters"],
  ])("%j → 400 %s, nothing moves", async (change, message) => {
    const [rows, before] = [await ledgerCount(up.db), await accountRow(up.db, "dealer_ny")];
    const body = { name: "dealer_ny", credits: 1, transaction: ADD, ...change };
    expect(await up.post("/reseller/dealercredits", body, up.tokens.reseller)).toMatchObject({ status: 400, body: { message } });
    expect([await ledgerCount(up.db), await accountRow(up.db, "dealer_ny")]).toEqual([rows, before]);
  });

  it("401 without a token, 403 on another prefix, 404 where the role has no such call", async () => {
    const body = { name: "dealer", credits: 1, transaction: ADD };
    expect((await up.post("/reseller/dealercredits", body)).status).toBe(401);
    expect((await up.post("/reseller/dealercredits", body, up.tokens.admin)).status).toBe(403);
    expect((await up.post("/reseller/resellercredits", { ...body, name: "reseller" }, up.tokens.reseller)).status).toBe(404);
    expect((await up.post("/superreseller/save", body, up.tokens.manager)).status).toBe(404);
    expect((await up.post("/api/dealercredits", body, up.tokens.dealer)).status).toBe(404);
  });
});

describe("Idempotency-Key", () => {
  it("a replayed transfer answers the first result and moves the credits once", async () => {
    await setCredits(up.db, { manager: 500, streamhub: 0 });
    const rows = await ledgerCount(up.db);
    const headers = { "Idempotency-Key": "topup-streamhub-1" };
    const body = { name: "streamhub", credits: 200, transaction: ADD };
    const results = await Promise.all([1, 2, 3].map(() => up.post("/superreseller/resellercredits", body, up.tokens.manager, headers)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.text)).size).toBe(1);
    expect(results.filter((r) => r.headers.get("idempotent-replayed") === "true")).toHaveLength(2);
    expect([await creditsOf(up.db, "manager"), await creditsOf(up.db, "streamhub")]).toEqual([300, 200]);
    expect(await ledgerCount(up.db)).toBe(rows + 2);
    const other = await up.post("/superreseller/resellercredits", { ...body, credits: 201 }, up.tokens.manager, headers);
    expect(other.status).toBe(422);
  });
});
