// Deleting accounts: refused while anything hangs below (the message counts it), otherwise the
// account goes, its credits return to its parent with a ledger row, and its tokens stop working.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accountCount, accountRow, freshLogin, ledgerOf, path, setCredits } from "./accounts-support";
import { creditsOf, scalar, upstreamForFile, visibleClients, type DemoRole } from "./support";

const up = upstreamForFile();

/** A new account of `kind` under `parent`, with `credits`, added through the admin. */
async function newAccount(kind: "reseller" | "dealer", parent: string, credits: number): Promise<string> {
  const login = freshLogin(`del_${kind}`);
  const body = kind === "reseller" ? { superReseller: parent } : { reseller: parent };
  expect((await up.post(`/admin/${kind}`, { login, password: "pw12", ...body }, up.tokens.admin)).status).toBe(200);
  await setCredits(up.db, { [login]: credits });
  return login;
}

describe("refused while something hangs below (409, nothing changes)", () => {
  it.each([
    ["manager", "removereseller", "bluewave"],
    ["admin", "removereseller", "reseller"],
    ["reseller", "removedealer", "dealer"],
    ["admin", "removedealer", "bw_miami"],
  ] as [DemoRole, string, string][])("%s /%s %s: the message counts dealers and clients", async (role, call, name) => {
    const [dealers, clients, before] = [
      await scalar(up.db, sql`SELECT count(*) FROM accounts d JOIN accounts r ON r.id = d.parent_id WHERE r.name = ${name}`),
      await scalar(up.db, visibleClients(name)),
      await accountCount(up.db),
    ];
    const expected = call === "removedealer" ? `${name} still has ${clients} clients` : `${name} still has ${dealers} dealers and ${clients} clients`;
    expect(await up.post(path(role, call), { name }, up.tokens[role])).toMatchObject({ status: 409, body: { message: expected } });
    expect(await accountCount(up.db)).toBe(before);
  });

  it("a reseller with an empty dealer is still refused", async () => {
    const reseller = await newAccount("reseller", "novamedia", 0);
    await newAccount("dealer", reseller, 0);
    const res = await up.post("/admin/removereseller", { name: reseller }, up.tokens.admin);
    expect(res).toMatchObject({ status: 409, body: { message: `${reseller} still has 1 dealer and 0 clients` } });
  });
});

describe("deleting an empty account", () => {
  it("the dealer goes, its credits return to its reseller (REMOVE on the reseller's side), its tokens stop", async () => {
    const dealer = await newAccount("dealer", "reseller", 30);
    const token = await up.login(dealer, "pw12");
    const resellerCredits = await creditsOf(up.db, "reseller");
    const res = await up.post("/reseller/removedealer", { name: dealer }, up.tokens.reseller);
    expect(res).toMatchObject({ status: 200, body: { name: dealer } });
    expect(await accountRow(up.db, dealer)).toBeUndefined();
    expect(await creditsOf(up.db, "reseller")).toBe(resellerCredits + 30);
    expect((await ledgerOf(up.db, "reseller"))[0]).toEqual({
      type: "REMOVE",
      login: dealer,
      credits: 30,
      description: `30 credits returned when ${dealer} was deleted`,
    });
    expect((await up.get("/api/credits", token)).status).toBe(401);
    expect(await scalar(up.db, sql`SELECT count(*) FROM ledger l WHERE l.account_id NOT IN (SELECT id FROM accounts)`)).toBe(0);
    expect((await up.get(`/reseller/dealer/${dealer}`, up.tokens.reseller)).status).toBe(404);
    // The name is free again.
    expect((await up.post("/reseller/dealer", { login: dealer, password: "pw12" }, up.tokens.reseller)).status).toBe(200);
  });

  it("the manager deletes a reseller of its own; the credits come back to the manager", async () => {
    const reseller = await newAccount("reseller", "manager", 75);
    const managerCredits = await creditsOf(up.db, "manager");
    expect((await up.post("/superreseller/removereseller", { name: reseller }, up.tokens.manager)).body).toEqual({ name: reseller });
    expect(await creditsOf(up.db, "manager")).toBe(managerCredits + 75);
    expect((await ledgerOf(up.db, "manager"))[0]).toMatchObject({ type: "REMOVE", login: reseller, credits: 75 });
  });

  it("a reseller directly under the admin: the admin's ledger records the return, its balance stays unlimited", async () => {
    const reseller = freshLogin("direct");
    await up.db.execute(sql`INSERT INTO accounts (name, password_hash, role, parent_id, credits)
      SELECT ${reseller}, 'x', 'reseller', id, 12 FROM accounts WHERE name = 'admin'`);
    expect((await up.post("/admin/removereseller", { name: reseller }, up.tokens.admin)).status).toBe(200);
    expect((await ledgerOf(up.db, "admin"))[0]).toMatchObject({ type: "REMOVE", login: reseller, credits: 12 });
    expect(await creditsOf(up.db, "admin")).toBe(0);
  });

  it("an account without credits leaves no ledger row", async () => {
    const dealer = await newAccount("dealer", "bluewave", 0);
    const before = (await ledgerOf(up.db, "bluewave")).length;
    expect((await up.post("/superreseller/removedealer", { name: dealer }, up.tokens.manager)).status).toBe(200);
    expect((await ledgerOf(up.db, "bluewave")).length).toBe(before);
  });
});

describe("who may delete what", () => {
  it.each([
    ["manager", "removedealer", "tvlink_east", "another manager's dealer"],
    ["manager", "removereseller", "tvlink", "another manager's reseller"],
    ["reseller", "removedealer", "bw_tampa", "another reseller's dealer"],
    ["admin", "removereseller", "dealer_ny", "a dealer on the reseller call"],
    ["admin", "removedealer", "nobody", "an unknown name"],
  ] as [DemoRole, string, string, string][])("%s /%s %s (%s) → 404", async (role, call, name) => {
    const res = await up.post(path(role, call), { name }, up.tokens[role]);
    expect(res).toMatchObject({ status: 404, body: { message: expect.stringMatching(/not found$/) } });
  });

  it("401 without a token, 403 on another prefix, 404 for a role without the call, 400 without a name", async () => {
    expect((await up.post("/reseller/removedealer", { name: "quickstream" })).status).toBe(401);
    expect((await up.post("/reseller/removedealer", { name: "quickstream" }, up.tokens.manager)).status).toBe(403);
    expect((await up.post("/reseller/removereseller", { name: "reseller" }, up.tokens.reseller)).status).toBe(404);
    expect((await up.post("/api/removedealer", { name: "dealer" }, up.tokens.dealer)).status).toBe(404);
    expect((await up.post("/admin/removesuperreseller", { name: "novamedia" }, up.tokens.admin)).status).toBe(404);
    expect(await up.post("/reseller/removedealer", {}, up.tokens.reseller)).toMatchObject({ status: 400, body: { message: "name: Name is required" } });
  });
});
