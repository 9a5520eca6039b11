// /api/accounts/* through the BFF, on the reference upstream: the three lists, one account, add,
// edit, delete, credits and password. The writes use accounts each test adds itself.
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { POST as movePOST } from "@/features/accounts/server/routes/account-credits";
import { POST as passwordPOST } from "@/features/accounts/server/routes/account-password";
import { DELETE as accountDELETE, GET as accountGET, PUT as accountPUT } from "@/features/accounts/server/routes/account";
import { GET as listGET, POST as addPOST } from "@/features/accounts/server/routes/accounts";
import { ROLE_REFUSED_MESSAGE } from "@/lib/api/route";
import type { Role } from "@/lib/roles";
import { ACCOUNT_MESSAGES, ADD_CREDITS, REMOVE_CREDITS } from "@/lib/schemas/accounts";
import { accountRow, freshLogin } from "../upstream/accounts-support";
import { scalar, visibleClients } from "../upstream/support";
import { freshPgliteDir } from "../../support/fresh-pglite";
import { bffForFile } from "./support";
import { balanceIn } from "@/lib/browser/balance";

vi.mock("@/lib/session", async () => (await import("./support")).sessionMock);
// A password change ends the account's sessions: the panel store opens, on a new database.
process.env.PANEL_STORE_DIR = freshPgliteDir();

const bff = bffForFile();
const PREFIX = { admin: "/admin", manager: "/superreseller", reseller: "/reseller", dealer: "/api" } as const;
type Segment = "superresellers" | "resellers" | "dealers";
/** The reference upstream's list call of each kind (lib/resources/dealers.ts and its siblings). */
const LIST_CALL = { superresellers: "superresellers", resellers: "resellerlist", dealers: "dealers" } as const;

const list = (kind: Segment, search = "") => bff.get(listGET, `/api/accounts/${kind}${search}`, { kind });
const one = (kind: Segment, name: string) => bff.get(accountGET, `/api/accounts/${kind}/${name}`, { kind, name });
const add = (kind: Segment, body: object) => bff.send(addPOST, "POST", `/api/accounts/${kind}`, body, { params: { kind } });
const edit = (kind: Segment, name: string, body: object) => bff.send(accountPUT, "PUT", `/api/accounts/${kind}/${name}`, body, { params: { kind, name } });
const remove = (kind: Segment, name: string) => bff.send(accountDELETE, "DELETE", `/api/accounts/${kind}/${name}`, undefined, { params: { kind, name } });
const move = (kind: Segment, name: string, body: object, key = randomUUID()) =>
  bff.send(movePOST, "POST", `/api/accounts/${kind}/${name}/credits`, body, { params: { kind, name }, headers: { "idempotency-key": key } });
const setPassword = (kind: Segment, name: string, body: object) =>
  bff.send(passwordPOST, "POST", `/api/accounts/${kind}/${name}/password`, body, { params: { kind, name } });

/** A new account added through the BFF by `role` (signed in afterwards), with the owner its form asks for. */
async function newAccount(role: Role, kind: Segment, owner: object = {}): Promise<string> {
  const login = freshLogin(`bff_${kind.slice(0, 3)}`);
  bff.signIn(role);
  expect(await add(kind, { login, password: "pw1234", description: "", ...owner })).toMatchObject({ status: 200, body: { name: login } });
  return login;
}

describe("GET /api/accounts/:kind", () => {
  it.each([
    ["admin", "superresellers"],
    ["admin", "resellers"],
    ["admin", "dealers"],
    ["manager", "resellers"],
    ["manager", "dealers"],
    ["reseller", "dealers"],
  ] as [Role, Segment][])("%s %s: the first page of the whole list the upstream answers", async (role, kind) => {
    bff.signIn(role);
    const upstream = await bff.up.get(`${PREFIX[role]}/${LIST_CALL[kind]}`, bff.up.tokens[role]);
    const answer = await list(kind, "?page=1&size=10");
    expect(answer).toMatchObject({ status: 200, forwarded: [`GET ${PREFIX[role]}/${LIST_CALL[kind]}`] });
    expect(answer.body.total).toBe(upstream.body.data.length);
    expect(answer.body.totalPages).toBe(Math.ceil(upstream.body.data.length / 10));
    expect(answer.body.rows).toHaveLength(Math.min(10, upstream.body.data.length));
  });

  it("pages, searches and sorts in the BFF", async () => {
    bff.signIn("admin");
    const firstTwo = await list("dealers", "?sort=name&page=1&size=2");
    const nextTwo = await list("dealers", "?sort=name&page=2&size=2");
    const names = [...firstTwo.body.rows, ...nextTwo.body.rows].map((row: { dealer: string }) => row.dealer);
    const firstFour = (await list("dealers", "?sort=name&page=1&size=4")).body.rows.map((row: { dealer: string }) => row.dealer);
    expect(names).toEqual(firstFour);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base", numeric: true })));

    const found = await list("dealers", "?q=BLUEWAVE");
    expect(found.body.rows.map((row: { dealer: string }) => row.dealer).sort()).toEqual(["bw_miami", "bw_tampa"]);

    const byCredits = (await list("resellers", "?sort=-credits")).body.rows.map((row: { credits: number }) => row.credits);
    expect(byCredits).toEqual([...byCredits].sort((a, b) => b - a));
  });

  it.each([
    ["manager", "superresellers"],
    ["reseller", "superresellers"],
    ["reseller", "resellers"],
    ["dealer", "dealers"],
  ] as [Role, Segment][])("%s has no %s list: 403, nothing forwarded", async (role, kind) => {
    bff.signIn(role);
    expect(await list(kind)).toEqual({ status: 403, body: { message: ROLE_REFUSED_MESSAGE }, forwarded: [] });
  });
});

describe("GET /api/accounts/:kind/:name", () => {
  it("an account in the caller's subtree, with its owner", async () => {
    bff.signIn("reseller");
    expect(await one("dealers", "dealer_ny")).toMatchObject({
      status: 200,
      body: { name: "dealer_ny", owner: "reseller", description: "Brooklyn satellite shop" },
      forwarded: ["GET /reseller/dealer/dealer_ny"],
    });
  });

  it("a name outside the subtree is 404, as if it did not exist", async () => {
    bff.signIn("reseller");
    expect(await one("dealers", "bw_miami")).toMatchObject({ status: 404, forwarded: ["GET /reseller/dealer/bw_miami"] });
  });

  it("a name that cannot exist is 404 with nothing forwarded", async () => {
    bff.signIn("admin");
    expect(await one("dealers", "no such name!")).toEqual({ status: 404, body: { message: "Account not found" }, forwarded: [] });
  });
});

describe("POST /api/accounts/:kind", () => {
  it.each([
    ["admin", "superresellers", {}, "admin"],
    ["admin", "resellers", { superReseller: "manager" }, "manager"],
    ["admin", "dealers", { reseller: "bluewave" }, "bluewave"],
    ["manager", "resellers", {}, "manager"],
    ["manager", "dealers", { reseller: "bluewave" }, "bluewave"],
    ["reseller", "dealers", {}, "reseller"],
  ] as [Role, Segment, object, string][])("%s adds to %s with the owner its form asks for (%o): answers { name }", async (role, kind, owner, parent) => {
    const login = freshLogin(`add_${role.slice(0, 3)}`);
    bff.signIn(role);
    const answer = await add(kind, { login, password: "pw1234", description: "Added in a test", ...owner });
    expect(answer).toEqual({
      status: 200,
      body: { name: login },
      forwarded: [`POST ${PREFIX[role]}/${kind === "superresellers" ? "superreseller" : kind.slice(0, -1)}`],
    });
    expect(await accountRow(bff.up.db, login)).toMatchObject({ parent, description: "Added in a test" });
  });

  it("an owner the form asks for left unchosen: 422 with its message, nothing forwarded", async () => {
    bff.signIn("admin");
    // The form sends its select's empty value when nothing is chosen.
    expect(await add("resellers", { login: freshLogin("noowner"), password: "pw1234", description: "", superReseller: "" })).toMatchObject({
      status: 422,
      body: { message: ACCOUNT_MESSAGES.superReseller },
      forwarded: [],
    });
  });

  it.each([
    ["", ACCOUNT_MESSAGES.loginRequired],
    ["x".repeat(16), ACCOUNT_MESSAGES.loginTooLong],
  ])("a bad login %j: 422 with the form's message, nothing forwarded", async (login, message) => {
    bff.signIn("reseller");
    expect(await add("dealers", { login, password: "pw1234", description: "" })).toMatchObject({ status: 422, body: { message }, forwarded: [] });
  });
});

describe("PUT /api/accounts/:kind/:name", () => {
  it("moves a dealer under another reseller, with a new description", async () => {
    const dealer = await newAccount("manager", "dealers", { reseller: "bluewave" });
    const answer = await edit("dealers", dealer, { owner: "streamhub", description: "Moved north" });
    expect(answer).toEqual({ status: 200, body: { name: dealer }, forwarded: ["POST /superreseller/editdealer"] });
    expect((await one("dealers", dealer)).body).toMatchObject({ owner: "streamhub", description: "Moved north" });
  });

  it("the reseller may not move its dealers: 403, nothing forwarded", async () => {
    bff.signIn("reseller");
    expect(await edit("dealers", "dealer_ny", { owner: "reseller", description: "" })).toMatchObject({ status: 403, forwarded: [] });
  });
});

describe("DELETE /api/accounts/:kind/:name", () => {
  it("refused with 409 while the dealer has clients, with the upstream's message", async () => {
    const clients = await scalar(bff.up.db, visibleClients("dealer"));
    expect(clients).toBeGreaterThan(0);
    bff.signIn("reseller");
    expect(await remove("dealers", "dealer")).toEqual({
      status: 409,
      body: { message: `dealer still has ${clients} clients` },
      forwarded: ["POST /reseller/removedealer"],
    });
    expect(await accountRow(bff.up.db, "dealer")).toBeDefined();
  });

  it("an empty dealer goes: answers { name }", async () => {
    const dealer = await newAccount("reseller", "dealers");
    expect(await remove("dealers", dealer)).toEqual({ status: 200, body: { name: dealer }, forwarded: ["POST /reseller/removedealer"] });
    expect(await accountRow(bff.up.db, dealer)).toBeUndefined();
  });
});

describe("POST /api/accounts/:kind/:name/credits", () => {
  /** The dealer's credits and the reseller's balance, as the upstream itself has them. */
  async function figures(dealer: string) {
    const [account, balance] = await Promise.all([
      bff.up.get(`/reseller/dealer/${dealer}`, bff.up.tokens.reseller),
      bff.up.get("/reseller/credits", bff.up.tokens.reseller),
    ]);
    return { dealer: account.body.credits as number, reseller: balance.body.credits as number };
  }

  it("adds, then removes: the credits move between the reseller and its dealer", async () => {
    const dealer = await newAccount("reseller", "dealers");
    const before = await figures(dealer);

    const added = await move("dealers", dealer, { transaction: ADD_CREDITS, credits: 40, desc: "" });
    expect(added).toMatchObject({ status: 200, body: { name: dealer, credits: before.dealer + 40 }, forwarded: ["POST /reseller/dealercredits"] });
    expect(await figures(dealer)).toEqual({ dealer: before.dealer + 40, reseller: before.reseller - 40 });
    // The credits badge takes the reseller's balance from this answer instead of asking again.
    expect(balanceIn(added.body)).toBe(before.reseller - 40);

    const removed = await move("dealers", dealer, { transaction: REMOVE_CREDITS, credits: 15, desc: "" });
    expect(removed).toMatchObject({ status: 200, body: { name: dealer, credits: before.dealer + 25 } });
    expect(await figures(dealer)).toEqual({ dealer: before.dealer + 25, reseller: before.reseller - 25 });
  });

  it.each([0, 101, 1001, -5])("%i credits is not on the amount list: 422, nothing forwarded", async (credits) => {
    const dealer = await newAccount("reseller", "dealers");
    const before = await figures(dealer);
    expect(await move("dealers", dealer, { transaction: ADD_CREDITS, credits, desc: "" })).toMatchObject({
      status: 422,
      body: { message: ACCOUNT_MESSAGES.amount },
      forwarded: [],
    });
    expect(await figures(dealer)).toEqual(before);
  });

  it("the same Idempotency-Key twice is sent once: the second answer is the first", async () => {
    const dealer = await newAccount("reseller", "dealers");
    const before = await figures(dealer);
    const key = randomUUID();
    const first = await move("dealers", dealer, { transaction: ADD_CREDITS, credits: 7, desc: "" }, key);
    const second = await move("dealers", dealer, { transaction: ADD_CREDITS, credits: 7, desc: "" }, key);
    expect(first).toMatchObject({ status: 200, forwarded: ["POST /reseller/dealercredits"] });
    expect(second).toEqual({ ...first, forwarded: [] });
    expect(await figures(dealer)).toEqual({ dealer: before.dealer + 7, reseller: before.reseller - 7 });
  });
});

describe("POST /api/accounts/:kind/:name/password", () => {
  it("two different passwords: 422 with the form's message, nothing forwarded", async () => {
    const dealer = await newAccount("reseller", "dealers");
    expect(await setPassword("dealers", dealer, { password: "newpw123", confirm: "newpw124" })).toEqual({
      status: 422,
      body: { message: ACCOUNT_MESSAGES.passwordsDiffer, field: "confirm" },
      forwarded: [],
    });
  });

  it("sets the new password: the dealer signs in with it", async () => {
    const dealer = await newAccount("reseller", "dealers");
    expect(await setPassword("dealers", dealer, { password: "newpw123", confirm: "newpw123" })).toEqual({
      status: 200,
      body: { name: dealer },
      forwarded: ["POST /reseller/changepassword"],
    });
    expect(await bff.up.login(dealer, "newpw123")).toEqual(expect.any(String));
  });
});
