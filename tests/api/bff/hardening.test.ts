// Bad input stops at the BFF (issue 11): the body limit answers 413 and field limits and control
// characters answer 400/422, each before any upstream call; the upstream's answers are checked.
import { describe, expect, it, vi } from "vitest";
import { POST as addClient } from "@/app/api/clients/route";
import { GET as getClient, PUT as saveClient } from "@/app/api/clients/[name]/route";
import { POST as renewClient } from "@/app/api/clients/[name]/renew/route";
import { POST as sendMessage } from "@/app/api/messages/route";
import { BODY_TOO_LARGE_MESSAGE } from "@/lib/api/body";
import { MESSAGES } from "@/lib/schemas/client";
import { TEXT_MESSAGES } from "@/lib/schemas/text";
import { bffForFile } from "./support";

vi.mock("@/lib/session", async () => (await import("./support")).sessionMock);

const bff = bffForFile();
const addBody = { server: 0, mac: "00:1A:79:CC:DD:01", login: "hard1", password: "pw1234", months: 0, package_selection: 8 };

describe("the body limit", () => {
  it("a 1 MB client save is refused with 413 and nothing is forwarded", async () => {
    bff.signIn("dealer");
    const answer = await bff.send(saveClient, "PUT", "/api/clients/anyone", { ...addBody, login: "anyone", o_mac: "A".repeat(1024 * 1024) }, { params: { name: "anyone" } });
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
    const answer = await bff.send(renewClient, "POST", "/api/clients/anyone/renew", { months: 1 }, { params: { name: "anyone" }, headers: { "idempotency-key": "no good" } });
    expect(answer).toMatchObject({ status: 400, forwarded: [] });
  });
});
