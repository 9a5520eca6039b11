// Editing accounts: the admin moves a reseller to another super reseller; the admin or a manager
// moves a dealer to another reseller of its subtree. Subtrees move along; refusals write nothing.
import { describe, expect, it } from "vitest";
import { accountRow, path } from "./accounts-support";
import { upstreamForFile, type DemoRole } from "./support";

const up = upstreamForFile();

describe("POST /admin/editreseller", () => {
  it("moves the reseller (with its dealers and clients) under the super reseller and replaces the description", async () => {
    const res = await up.post("/admin/editreseller", { name: "directsales", superReseller: "novamedia", description: "Now East" }, up.tokens.admin);
    expect(res).toMatchObject({ status: 200 });
    expect(res.body).toEqual({ name: "directsales", credits: expect.any(Number), description: "Now East", superReseller: "novamedia" });
    expect(await accountRow(up.db, "directsales")).toMatchObject({ parent: "novamedia", description: "Now East" });
    const nova = await up.login("novamedia", "demo1234");
    expect((await up.get("/superreseller/dealer/direct_shop", nova)).status).toBe(200);
    expect((await up.get("/superreseller/reseller/directsales", nova)).body.superReseller).toBe("novamedia");
  });

  it("a description left out stays as it was", async () => {
    const res = await up.post("/admin/editreseller", { name: "maxview", superReseller: "atlas_iptv" }, up.tokens.admin);
    expect(res).toMatchObject({ status: 200, body: { superReseller: "atlas_iptv", description: "MaxView Electronics" } });
  });

  it.each([
    [{ name: "nobody", superReseller: "novamedia" }, 404, "Reseller nobody not found"],
    [{ name: "dealer", superReseller: "novamedia" }, 404, "Reseller dealer not found"],
    [{ name: "tvlink", superReseller: "nobody" }, 404, "Super reseller nobody not found"],
    [{ name: "tvlink", superReseller: "bluewave" }, 404, "Super reseller bluewave not found"],
    [{ name: "tvlink", superReseller: "" }, 400, "superReseller: Please select a super reseller"],
    [{ name: "tvlink" }, 400, "superReseller: Please select a super reseller"],
    [{ name: "tvlink", superReseller: "manager", description: "501 chars".padEnd(501, ".") }, 400, "description: Description is at most 500 characters"],
    [
      { name: "tvlink", superReseller: "manager", description: "bidi\u202Etext" },
      400,
      "description: Description may not contain control or bidirectional override characters",
    ],
  ])("%j → %s %s, nothing changes", async (body, status, message) => {
    const before = await accountRow(up.db, "tvlink");
    expect(await up.post("/admin/editreseller", body, up.tokens.admin)).toMatchObject({ status, body: { message } });
    expect(await accountRow(up.db, "tvlink")).toEqual(before);
  });

  it("is the admin's only (404 for the manager, 403 for another prefix, 401 without a token)", async () => {
    const body = { name: "bluewave", superReseller: "manager", description: "x" };
    expect((await up.post("/superreseller/editreseller", body, up.tokens.manager)).status).toBe(404);
    expect((await up.post("/admin/editreseller", body, up.tokens.manager)).status).toBe(403);
    expect((await up.post("/admin/editreseller", body)).status).toBe(401);
  });
});

describe("POST /<prefix>/editdealer", () => {
  it.each([
    ["admin", "quickstream", "tvlink"],
    ["manager", "bw_tampa", "streamhub"],
  ] as [DemoRole, string, string][])("%s moves %s to %s", async (role, name, reseller) => {
    const res = await up.post(path(role, "editdealer"), { name, reseller, description: "Moved" }, up.tokens[role]);
    expect(res).toMatchObject({ status: 200 });
    expect(res.body).toEqual({ name, credits: expect.any(Number), description: "Moved", reseller });
    expect(await accountRow(up.db, name)).toMatchObject({ parent: reseller, description: "Moved" });
    expect((await up.get(path(role, `dealer/${name}`), up.tokens[role])).body).toEqual(res.body);
  });

  it("the dealer's clients follow it", async () => {
    await up.post("/superreseller/editdealer", { name: "hub_toronto", reseller: "bluewave" }, up.tokens.manager);
    const bluewave = await up.login("bluewave", "demo1234");
    const list = (await up.get("/reseller/dealers", bluewave)).body.data;
    expect(list.map((d: { dealer: string }) => d.dealer)).toContain("hub_toronto");
    expect(list.find((d: { dealer: string }) => d.dealer === "hub_toronto").clientsCount).toBeGreaterThan(0);
  });

  it.each([
    ["manager", { name: "dealer", reseller: "tvlink" }, 404, "Reseller tvlink not found"],
    ["manager", { name: "tvlink_east", reseller: "bluewave" }, 404, "Dealer tvlink_east not found"],
    ["manager", { name: "bluewave", reseller: "reseller" }, 404, "Dealer bluewave not found"],
    ["admin", { name: "dealer", reseller: "novamedia" }, 404, "Reseller novamedia not found"],
    ["admin", { name: "dealer", reseller: "" }, 400, "reseller: Please select a reseller"],
    ["admin", { name: "", reseller: "bluewave" }, 400, "name: Name is required"],
  ] as [DemoRole, Record<string, string>, number, string][])("%s %j → %s %s, nothing changes", async (role, body, status, message) => {
    const before = await accountRow(up.db, "dealer");
    expect(await up.post(path(role, "editdealer"), body, up.tokens[role])).toMatchObject({ status, body: { message } });
    expect(await accountRow(up.db, "dealer")).toEqual(before);
  });

  it("the reseller has no editdealer call (404)", async () => {
    expect((await up.post("/reseller/editdealer", { name: "dealer", reseller: "reseller" }, up.tokens.reseller)).status).toBe(404);
  });
});
