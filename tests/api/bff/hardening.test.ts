// Bad input stops at the BFF: the body limit answers 413 and field limits and control
// characters answer 400/422, each before any upstream call; the upstream's answers are checked.
// Also the checks tests/e2e/hardening.spec.ts made over HTTP that need no real server: the o_mac
// limit on a save, control characters in a query, refused Idempotency-Keys charging nothing, and
// no-store on every signed-in answer, errors included.
import { describe, expect, it, vi } from "vitest";
import { POST as addClient } from "@/features/clients/server/routes/clients";
import { GET as getClient, PUT as saveClient } from "@/features/clients/server/routes/client";
import { POST as renewClient } from "@/features/clients/server/routes/client-renew";
import { POST as sendMessage } from "@/features/messaging/server/routes/messages";
import { GET as listClients } from "@/features/clients/server/routes/clients";
import { GET as credits } from "@/features/credits/server/routes/credits";
import { GET as owners } from "@/features/accounts/server/routes/owners";
import { GET as packages } from "@/features/clients/server/routes/packages";
import { PANEL, type Handler } from "./handler-calls";
import { creditsOf, someClient } from "../upstream/support";
import { NextRequest } from "next/server";
import { BODY_TOO_LARGE_MESSAGE } from "@/lib/api/body";
import { MESSAGES } from "@/lib/schemas/client";
import { TEXT_MESSAGES } from "@/lib/schemas/text";
import { bffForFile } from "./support";
import { freshPgliteDir } from "@/tests/support/fresh-pglite";

vi.mock("@/lib/session", async () => (await import("./support")).sessionMock);
// Spending goes through the intents in the panel's store: an embedded one of this file's own.
process.env.PANEL_STORE_DIR = freshPgliteDir();

const bff = bffForFile();
const addBody = { server: 0, mac: "00:1A:79:CC:DD:01", login: "hard1", password: "pw1234", months: 0, package_selection: 8 };

describe("the body limit", () => {
  it("a 1 MB client save is refused with 413 and nothing is forwarded", async () => {
    bff.signIn("dealer");
    const answer = await bff.send(
      saveClient,
      "PUT",
      "/api/clients/anyone",
      { ...addBody, login: "anyone", o_mac: "A".repeat(1024 * 1024) },
      { params: { name: "anyone" } },
    );
    expect(answer).toEqual({ status: 413, body: { message: BODY_TOO_LARGE_MESSAGE }, forwarded: [] });
  });

  it("messages take up to 256 KiB, as the upstream's sendmessage (10,000 chosen logins)", async () => {
    bff.signIn("dealer");
    const logins = Array.from({ length: 10_000 }, (_, i) => `nobody${String(i).padStart(5, "0")}`);
    const answer = await bff.send(sendMessage, "POST", "/api/messages", { recipients: { kind: "logins", logins }, message: "hi", server: 0 });
    // Past the body limit: the upstream itself says the first login is no client of the dealer's.
    expect(answer).toMatchObject({ status: 404, body: { message: "Client nobody00000 not found" }, forwarded: ["POST /api/sendmessage"] });
    const tooMuch = await bff.send(sendMessage, "POST", "/api/messages", { recipients: { kind: "logins", logins }, message: "x".repeat(200_000), server: 0 });
    expect(tooMuch).toEqual({ status: 413, body: { message: BODY_TOO_LARGE_MESSAGE }, forwarded: [] });
  });
});

describe("field limits and characters", () => {
  it.each([
    ["a login with a NUL byte", { login: "a\u0000b" }, "login", TEXT_MESSAGES.control],
    ["a description with a bidi override", { description: "x\u202Ey" }, "description", TEXT_MESSAGES.bidi],
    ["a MAC of 1,000 characters (Ministra)", { ministra: true, mac: "A".repeat(1000) }, "mac", MESSAGES.macTooLong],
    ["600 packages", { package_selection: 3, packages: Array.from({ length: 600 }, (_, i) => i + 1) }, "packages", MESSAGES.tooManyPackages],
    ["a dealer name of 100 characters", { dealer: "d".repeat(100) }, "dealer", MESSAGES.ownerTooLong],
  ])("%s: 422 with the field's message, nothing forwarded", async (_label, change, field, message) => {
    bff.signIn("reseller");
    const answer = await bff.send(addClient, "POST", "/api/clients", { ...addBody, dealer: "dealer", ...change });
    expect(answer).toMatchObject({ status: 422, body: { message, field } });
    // A custom package choice reads the server's packages to check it; nothing is written.
    expect(answer.forwarded.filter((call) => !call.startsWith("GET "))).toEqual([]);
  });

  it.each([
    ["a NUL byte", "ab\u0000cd", TEXT_MESSAGES.control],
    ["an escape", "ab\u001b[31m", TEXT_MESSAGES.control],
    ["a bidi override", "ab\u202Ecd", TEXT_MESSAGES.bidi],
  ])("a path name with %s: 400, nothing forwarded", async (_label, name, message) => {
    bff.signIn("dealer");
    const answer = await bff.get(getClient, `/api/clients/${encodeURIComponent(name)}`, { name });
    expect(answer).toEqual({ status: 400, body: { message }, forwarded: [] });
  });

  it("a bad Idempotency-Key: 400, nothing forwarded", async () => {
    bff.signIn("dealer");
    const answer = await bff.send(
      renewClient,
      "POST",
      "/api/clients/anyone/renew",
      { months: 1 },
      { params: { name: "anyone" }, headers: { "idempotency-key": "no good" } },
    );
    expect(answer).toMatchObject({ status: 400, forwarded: [] });
  });

  it("an o_mac over a MAC's length on a save: 422 with the form's words, nothing forwarded", async () => {
    bff.signIn("dealer");
    const name = await someClient(bff.up.db, "dealer");
    const answer = await bff.send(saveClient, "PUT", `/api/clients/${name}`, { ...addBody, login: name, o_mac: "A".repeat(2000) }, { params: { name } });
    expect(answer).toMatchObject({ status: 422, body: { message: MESSAGES.macTooLong, field: "o_mac" } });
    expect(answer.forwarded.filter((call) => !call.startsWith("GET "))).toEqual([]);
  });

  it("a bidi override in a query: 400, nothing forwarded", async () => {
    bff.signIn("dealer");
    expect(await bff.get(listClients, "/api/clients?q=a%E2%80%AEb")).toEqual({ status: 400, body: { message: TEXT_MESSAGES.bidi }, forwarded: [] });
  });

  it.each(["short", "has spaces in it", "x".repeat(101), "ünïcödé-key-1234"])("the Idempotency-Key %j: 400, nothing charged", async (key) => {
    bff.signIn("dealer");
    const name = await someClient(bff.up.db, "dealer");
    const before = await creditsOf(bff.up.db, "dealer");
    // A header value must be ByteString: the non-ASCII key goes as its UTF-8 bytes, as a browser would send them.
    const value = Buffer.from(key, "utf8").toString("latin1");
    const answer = await bff.send(
      renewClient,
      "POST",
      `/api/clients/${name}/renew`,
      { months: 1 },
      { params: { name }, headers: { "idempotency-key": value } },
    );
    expect(answer).toMatchObject({ status: 400, forwarded: [] });
    expect(await creditsOf(bff.up.db, "dealer")).toBe(before);
  });
});

describe("headers of signed-in answers", () => {
  const call = async (handler: Handler, request: NextRequest, params: Record<string, string> = {}) => {
    const response = await handler(request, { params: Promise.resolve(params) });
    return { status: response.status, cacheControl: response.headers.get("cache-control") };
  };
  const get = (path: string) => new NextRequest(`${PANEL}${path}`);
  const post = (headers: Record<string, string>) => new NextRequest(`${PANEL}/api/clients`, { method: "POST", headers, body: "{}" });

  it("every signed-in API answer, errors included, is cache-control: no-store", async () => {
    bff.signIn("dealer");
    const answers = [
      await call(credits, get("/api/credits")),
      await call(listClients, get("/api/clients?size=5")),
      await call(getClient, get("/api/clients/no-such-client"), { name: "no-such-client" }),
      await call(packages, get("/api/packages?server=9")),
      await call(getClient, get("/api/clients/a%00b"), { name: "a\u0000b" }),
      await call(owners, get("/api/owners")),
      await call(addClient, post({ origin: PANEL, "content-type": "application/json" })),
      await call(addClient, post({ origin: PANEL, "content-type": "application/json", "x-panel-request": "1" })),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 404, 422, 400, 403, 403, 422]);
    expect(answers.map((a) => a.cacheControl)).toEqual(Array(answers.length).fill("no-store"));
  });
});
