// Adding accounts: every role's add call, its parent rules, unique login names, and the field
// rules (400 with nothing written).
import { describe, expect, it } from "vitest";
import { accountCount, accountRow, freshLogin, path } from "./accounts-support";
import { upstreamForFile, type DemoRole } from "./support";

const up = upstreamForFile();

describe("successful adds answer the new account's detail", () => {
  it("admin adds a super reseller, who can sign in and is listed", async () => {
    const login = freshLogin("sr");
    const res = await up.post("/admin/superreseller", { login, password: "pw12", description: "West coast" }, up.tokens.admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ name: login, created: expect.stringMatching(/^\d{4}-/), credits: 0, description: "West coast" });
    expect((await up.get(`/admin/superreseller/${login}`, up.tokens.admin)).body).toEqual(res.body);
    expect(await accountRow(up.db, login)).toMatchObject({ role: "manager", parent: "admin", credits: 0 });
    expect(await up.login(login, "pw12")).toEqual(expect.any(String));
    const list = (await up.get("/admin/superresellers", up.tokens.admin)).body;
    expect(list.data).toContainEqual(expect.objectContaining({ name: login, resellerCount: 0, dealersCount: 0, clientsCount: 0 }));
  });

  it.each([
    ["admin", "reseller", { superReseller: "novamedia" }, { superReseller: "novamedia" }, "novamedia"],
    ["manager", "reseller", {}, { superReseller: "manager" }, "manager"],
    ["admin", "dealer", { reseller: "tvlink" }, { reseller: "tvlink" }, "tvlink"],
    ["manager", "dealer", { reseller: "bluewave" }, { reseller: "bluewave" }, "bluewave"],
    // The reseller's body names no reseller; one that is sent anyway is ignored.
    ["reseller", "dealer", { reseller: "bluewave" }, { reseller: "reseller" }, "reseller"],
  ] as [DemoRole, string, object, object, string][])("%s POST %s %j", async (role, kind, extra, shown, parent) => {
    const login = freshLogin(`${role}_${kind}`);
    const res = await up.post(path(role, kind), { login, password: "pw12", description: "New one", ...extra }, up.tokens[role]);
    expect(res).toMatchObject({ status: 200, body: { name: login, credits: 0, description: "New one", ...shown } });
    expect(Object.keys(res.body).sort()).toEqual(["credits", "description", "name", Object.keys(shown)[0]].sort());
    expect((await up.get(path(role, `${kind}/${login}`), up.tokens[role])).body).toEqual(res.body);
    expect(await accountRow(up.db, login)).toMatchObject({ role: kind, parent });
    expect(await up.login(login, "pw12")).toEqual(expect.any(String));
  });

  it("the description may be left out, and is trimmed", async () => {
    const a = await up.post("/reseller/dealer", { login: freshLogin("nodesc"), password: "pw" }, up.tokens.reseller);
    expect(a).toMatchObject({ status: 200, body: { description: "" } });
    const b = await up.post("/reseller/dealer", { login: freshLogin("trim"), password: "pw", description: "  Corner shop  " }, up.tokens.reseller);
    expect(b.body.description).toBe("Corner shop");
  });
});

describe("refusals", () => {
  it.each(["dealer", "admin", "novamedia", "tvlink_east"])("a login already used by any account (%s) → 409", async (login) => {
    const before = await accountCount(up.db);
    const res = await up.post("/reseller/dealer", { login, password: "pw12" }, up.tokens.reseller);
    expect(res).toMatchObject({ status: 409, body: { message: "Login name already exists" } });
    expect(await accountCount(up.db)).toBe(before);
  });

  it.each([
    ["admin", "reseller", { superReseller: "nobody" }, "an unknown super reseller"],
    ["admin", "reseller", { superReseller: "bluewave" }, "a reseller named as super reseller"],
    ["admin", "dealer", { reseller: "dealer" }, "a dealer named as reseller"],
    ["manager", "dealer", { reseller: "tvlink" }, "another manager's reseller"],
  ] as [DemoRole, string, object, string][])("%s POST %s naming %j (%s) → 404, nothing written", async (role, kind, extra) => {
    const login = freshLogin("orphan");
    const res = await up.post(path(role, kind), { login, password: "pw12", ...extra }, up.tokens[role]);
    expect(res).toMatchObject({ status: 404, body: { message: expect.stringMatching(/not found$/) } });
    expect(await accountRow(up.db, login)).toBeUndefined();
  });

  it.each([
    ["admin", "reseller", "superReseller: Please select a super reseller"],
    ["admin", "dealer", "reseller: Please select a reseller"],
    ["manager", "dealer", "reseller: Please select a reseller"],
  ] as [DemoRole, string, string][])("%s POST %s without a parent → 400 %s", async (role, kind, message) => {
    for (const extra of [{}, kind === "reseller" ? { superReseller: "" } : { reseller: " " }]) {
      const res = await up.post(path(role, kind), { login: freshLogin("noparent"), password: "pw12", ...extra }, up.tokens[role]);
      expect(res).toMatchObject({ status: 400, body: { message } });
    }
  });

  const BAD = "may not contain control or bidirectional override characters";
  it.each([
    [{ login: "" }, "login: Login name is required"],
    [{ login: undefined }, "login: Login name is required"],
    [{ login: "a".repeat(16) }, "login: Login name is too long"],
    [{ login: "two words" }, "login: Login name may contain only letters, digits and _ . @ -"],
    [{ login: "slash/name" }, "login: Login name may contain only letters, digits and _ . @ -"],
    [{ login: "tab\tname" }, `login: Login name ${BAD}`],
    [{ login: "\nnewline" }, `login: Login name ${BAD}`],
    [{ login: "rtl\u202Eabc" }, `login: Login name ${BAD}`],
    [{ login: 42 }, "login: Login name must be text"],
    [{ password: "" }, "password: Password is required"],
    [{ password: "p".repeat(16) }, "password: Password is too long"],
    [{ password: "nul\u0000pw" }, `password: Password ${BAD}`],
    [{ description: "501 chars".padEnd(501, ".") }, "description: Description is at most 500 characters"],
    [{ description: "line\nbreak" }, `description: Description ${BAD}`],
    [{ description: "del\u007F" }, `description: Description ${BAD}`],
    [{ description: "isolate \u2066x\u2069" }, `description: Description ${BAD}`],
    [{ reseller: "blue\u202Dwave" }, `reseller: Name ${BAD}`],
  ])("manager POST dealer with %j → 400 %s, nothing written", async (change, message) => {
    const before = await accountCount(up.db);
    const body = { login: "valid_login", password: "pw12", description: "ok", reseller: "bluewave", ...change };
    const res = await up.post("/superreseller/dealer", body, up.tokens.manager);
    expect(res).toMatchObject({ status: 400, body: { message } });
    expect(await accountCount(up.db)).toBe(before);
  });

  it("a super reseller's description is at most 50 characters; 500 for the others", async () => {
    const long = await up.post("/admin/superreseller", { login: freshLogin("long"), password: "pw", description: "x".repeat(51) }, up.tokens.admin);
    expect(long).toMatchObject({ status: 400, body: { message: "description: Description is at most 50 characters" } });
    const fits = await up.post("/admin/superreseller", { login: freshLogin("fits"), password: "pw", description: "x".repeat(50) }, up.tokens.admin);
    expect(fits.status).toBe(200);
    const dealer = await up.post("/reseller/dealer", { login: freshLogin("d500"), password: "pw", description: "x".repeat(500) }, up.tokens.reseller);
    expect(dealer.status).toBe(200);
  });

  it("401 without a token; 403 on another role's prefix; 404 for a role without the call", async () => {
    const body = { login: freshLogin("nope"), password: "pw12", superReseller: "manager", reseller: "reseller" };
    expect((await up.post("/admin/reseller", body)).status).toBe(401);
    expect((await up.post("/admin/reseller", body, up.tokens.manager)).status).toBe(403);
    expect((await up.post("/reseller/reseller", body, up.tokens.reseller)).status).toBe(404);
    expect((await up.post("/superreseller/superreseller", body, up.tokens.manager)).status).toBe(404);
    expect((await up.post("/api/dealer", body, up.tokens.dealer)).status).toBe(404);
    expect(await accountRow(up.db, body.login)).toBeUndefined();
  });
});

describe("Idempotency-Key", () => {
  it("a replayed add answers the first detail and creates one account", async () => {
    const login = freshLogin("idem");
    const headers = { "Idempotency-Key": `add-${login}` };
    const first = await up.post("/reseller/dealer", { login, password: "pw12" }, up.tokens.reseller, headers);
    const again = await up.post("/reseller/dealer", { login, password: "pw12" }, up.tokens.reseller, headers);
    expect(first.status).toBe(200);
    expect(again).toMatchObject({ status: 200, text: first.text });
    expect(again.headers.get("idempotent-replayed")).toBe("true");
  });
});
