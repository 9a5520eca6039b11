// Bad input at the BFF: the body's size limit, every client field's length, range and characters,
// and how failures map to answers (5xx never verbatim, 4xx messages passed through).
import { describe, expect, it } from "vitest";
import { BODY_TOO_LARGE_MESSAGE, BodyTooLargeError, MAX_BODY_BYTES, readJsonBody } from "@/lib/api/body";
import { handleError } from "@/lib/api/responses";
import { addClientSchema, clientNameSchema, MESSAGES, updateClientSchema } from "@/lib/schemas/client";
import { plainTextIssue, TEXT_MESSAGES } from "@/lib/schemas/text";
import { SERVER_ERROR_MESSAGE, UpstreamError } from "@/lib/upstream/errors";
import { validClientInput } from "@/tests/support/fixtures";

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://127.0.0.1/api/clients", {
    method: "POST",
    body,
    headers: { "content-type": "application/json", ...headers },
    duplex: "half",
  } as RequestInit);

function chunked(text: string, size = 4096): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, (at += size)));
    },
  });
}

describe("the body limit", () => {
  it("reads a JSON body up to 64 KiB", async () => {
    const body = JSON.stringify({ o_mac: "A".repeat(MAX_BODY_BYTES - 20) });
    await expect(readJsonBody(post(body))).resolves.toMatchObject({ o_mac: expect.any(String) });
  });

  it("refuses a larger one by its Content-Length, and one sent in chunks by counting", async () => {
    const huge = JSON.stringify({ o_mac: "A".repeat(1024 * 1024) });
    await expect(readJsonBody(post(huge))).rejects.toBeInstanceOf(BodyTooLargeError);
    await expect(readJsonBody(post(chunked(huge)))).rejects.toBeInstanceOf(BodyTooLargeError);
  });

  it("is answered 413 with a plain message", async () => {
    const answer = handleError(new BodyTooLargeError());
    expect(answer.status).toBe(413);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(await answer.json()).toEqual({ message: BODY_TOO_LARGE_MESSAGE });
  });
});

describe("upstream failures as the browser sees them", () => {
  it.each([
    [new UpstreamError('relation "clients" does not exist', 500, "response"), 502, SERVER_ERROR_MESSAGE],
    [new UpstreamError("Bad gateway from the load balancer", 503, "response"), 502, SERVER_ERROR_MESSAGE],
    [new UpstreamError("Client is still active", 409, "response"), 409, "Client is still active"],
    [new UpstreamError("x was reset less than 10 minutes ago.", 429, "response"), 429, "x was reset less than 10 minutes ago."],
    [new UpstreamError(SERVER_ERROR_MESSAGE, 502, "invalid-response"), 502, SERVER_ERROR_MESSAGE],
    [new UpstreamError(SERVER_ERROR_MESSAGE, 504, "timeout"), 504, SERVER_ERROR_MESSAGE],
    [new UpstreamError(SERVER_ERROR_MESSAGE, 502, "unreachable"), 502, SERVER_ERROR_MESSAGE],
  ])("%s → %s", async (error, status, message) => {
    const answer = handleError(error);
    expect(answer.status).toBe(status);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(await answer.json()).toEqual({ message });
  });
});

const valid = validClientInput({ reseller: "r1", dealer: "d1" });
const add = addClientSchema({ role: "admin" });
const update = updateClientSchema({ role: "admin" });
const firstIssue = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.success ? undefined : { field: result.error!.issues[0].path.join("."), message: result.error!.issues[0].message };

describe("client fields: lengths and ranges", () => {
  it.each([
    ["login over 15", { login: "x".repeat(16) }, "login", MESSAGES.loginTooLong],
    ["login with a slash (as in a path)", { login: "a/b" }, "login", MESSAGES.loginCharacters],
    ["login with a space", { login: "a b" }, "login", MESSAGES.loginCharacters],
    ["login '..'", { login: ".." }, "login", MESSAGES.loginCharacters],
    ["reseller over 15", { reseller: "r".repeat(16) }, "reseller", MESSAGES.ownerTooLong],
    ["dealer of 1 MB", { dealer: "d".repeat(1024 * 1024) }, "dealer", MESSAGES.ownerTooLong],
    ["mac of 1 MB with Ministra", { ministra: true, mac: "A".repeat(1024 * 1024) }, "mac", MESSAGES.macTooLong],
    ["package_selection 0", { package_selection: 0 }, "package_selection", MESSAGES.packageId],
    ["package_selection past the upstream's range", { package_selection: 1e9 }, "package_selection", MESSAGES.packageId],
    ["a package id 0", { package_selection: 3, packages: [0] }, "packages.0", MESSAGES.packageId],
    ["501 packages", { package_selection: 3, packages: Array.from({ length: 501 }, (_, i) => i + 1) }, "packages", MESSAGES.tooManyPackages],
  ])("refuses %s", (_label, change, field, message) => {
    expect(firstIssue(add.safeParse({ ...valid, ...change }))).toEqual({ field, message });
  });

  it.each([
    ["o_mac of 1 MB", { o_mac: "A".repeat(1024 * 1024) }, "o_mac", MESSAGES.macTooLong],
    ["parent_pass over 15", { parent_pass: "1".repeat(16) }, "parent_pass", MESSAGES.passwordTooLong],
  ])("refuses %s on save", (_label, change, field, message) => {
    expect(firstIssue(update.safeParse({ ...valid, ...change }))).toEqual({ field, message });
  });

  it("accepts the limits themselves", () => {
    const edge = {
      ...valid,
      login: "x".repeat(15),
      reseller: "r".repeat(15),
      dealer: "d".repeat(15),
      package_selection: 3,
      packages: Array.from({ length: 500 }, (_, i) => i + 1),
    };
    expect(add.safeParse(edge).success).toBe(true);
    expect(update.safeParse({ ...edge, o_mac: "00:1A:79:AB:CD:EF", parent_pass: "1".repeat(15) }).success).toBe(true);
  });
});

describe("client fields: control and direction-changing characters", () => {
  const fields = ["login", "password", "description", "phone", "reseller", "dealer", "mac"] as const;
  it.each(
    fields.flatMap((field) => [
      [field, "NUL", "a\u0000b", TEXT_MESSAGES.control],
      [field, "ESC", "a\u001bb", TEXT_MESSAGES.control],
      [field, "line break", "a\nb", TEXT_MESSAGES.control],
      [field, "RLO", "a\u202eb", TEXT_MESSAGES.bidi],
    ]),
  )("refuses %s with %s", (field, _label, value, message) => {
    expect(firstIssue(add.safeParse({ ...valid, [field]: value }))).toEqual({ field, message });
  });

  it.each(["o_mac", "parent_pass"])("refuses a NUL byte in %s on save", (field) => {
    expect(firstIssue(update.safeParse({ ...valid, [field]: "a\u0000" }))).toEqual({ field, message: TEXT_MESSAGES.control });
  });

  it("refuses them in a path name too", () => {
    for (const name of ["a\u0000b", "a\u202eb", "a\u0007"]) expect(clientNameSchema.safeParse(name).success).toBe(false);
    expect(clientNameSchema.safeParse("mariar7029").success).toBe(true);
  });

  it("tells which rule a text breaks", () => {
    expect(plainTextIssue("plain words")).toBeUndefined();
    expect(plainTextIssue("two\nlines")).toBe(TEXT_MESSAGES.control);
    expect(plainTextIssue("a\tb")).toBe(TEXT_MESSAGES.control);
    expect(plainTextIssue("\u2066x")).toBe(TEXT_MESSAGES.bidi);
    expect(plainTextIssue("\u0085")).toBe(TEXT_MESSAGES.control);
  });
});
