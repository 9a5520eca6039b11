// What fuzzing the forms found, one class of input at a time, at the rules that refuse it:
// printable text (NUL, bidi, lone surrogates), calendar days, strict numbers for money and months,
// the "matching" search of bulk actions, and the CSRF check's media type.
import { describe, expect, it } from "vitest";
import { csrfRejection, isJsonMediaType, PANEL_HEADER } from "@/lib/api/csrf";
import { addAccountSchema, changePasswordSchema, creditsMoveSchema } from "@/lib/schemas/accounts";
import { loginSchema } from "@/lib/schemas/auth";
import { addClientSchema, monthsActionSchema, serverQuerySchema } from "@/lib/schemas/client";
import { BLANK_SEARCH_MESSAGE } from "@/lib/schemas/client-list";
import { isCalendarDay } from "@/lib/schemas/days";
import { panelMessageSchema, sendMessageSchema } from "@/lib/schemas/messaging";
import { bulkRenewSchema } from "@/lib/schemas/renewals";
import { plainTextIssue, TEXT_MESSAGES, textIssue } from "@/lib/schemas/text";
import { parseAuditSearch } from "@/features/journal/upstream/search";
import { listQuerySchema } from "@/lib/list/query-schema";
import { CLIENT_LIST } from "@/lib/lists";
import { isCalendarDay as upstreamIsCalendarDay } from "@/upstream/src/rules/dates";
import { unprintable } from "@/upstream/src/http/text";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0].message;

describe("printable text: one rule for every forwarded text, the same at the upstream", () => {
  it.each([
    ["a NUL byte", "ab\u0000cd", TEXT_MESSAGES.control, "control"],
    ["a C1 control", "ab\u0085", TEXT_MESSAGES.control, "control"],
    ["a right-to-left override", "ab\u202ecd", TEXT_MESSAGES.bidi, "bidi"],
    ["a lone high surrogate", "ab\ud800", TEXT_MESSAGES.surrogate, "surrogate"],
    ["a lone low surrogate", "\udc00ab", TEXT_MESSAGES.surrogate, "surrogate"],
    ["surrogates in the wrong order", "\udc00\ud800", TEXT_MESSAGES.surrogate, "surrogate"],
  ])("%s is refused by the panel and by the upstream", (_label, value, message, kind) => {
    expect(plainTextIssue(value)).toBe(message);
    expect(unprintable(value)).toBe(kind);
  });

  it.each([
    ["plain", "Maria 2"],
    ["an emoji (a well-formed pair)", "ok 😀"],
    ["accents and scripts", "Zoë Ωμέγα 日本"],
  ])("%s is printable", (_label, value) => {
    expect(plainTextIssue(value)).toBeUndefined();
    expect(unprintable(value)).toBeUndefined();
  });

  it("keeps line breaks where the field is prose, and only there", () => {
    expect(textIssue("two\nlines", "newlines")).toBeUndefined();
    expect(textIssue("tab\there", "newlines")).toBe(TEXT_MESSAGES.control);
    expect(textIssue("tab\there", "lines")).toBeUndefined();
    expect(textIssue("two\nlines")).toBe(TEXT_MESSAGES.control);
  });

  it.each([
    ["a NUL byte", "dea\u0000ler", TEXT_MESSAGES.control],
    ["a bidi override", "\u202edealer", TEXT_MESSAGES.bidi],
    ["a lone surrogate", "dealer\ud800", TEXT_MESSAGES.surrogate],
  ])("the sign-in login with %s is refused before anything is sent", (_label, login, message) => {
    expect(firstMessage(loginSchema.safeParse({ login, password: "x", captcha: "y" }))).toBe(message);
  });

  it.each([
    ["the panel message", () => panelMessageSchema.safeParse({ message: "Hello \ud83d" })],
    ["a message to clients", () => sendMessageSchema.safeParse({ recipients: { kind: "logins", logins: ["a"] }, message: "\udc00", server: 0 })],
    ["a super reseller's saved description", () => creditsMoveSchema("manager", true).safeParse({ transaction: 0, credits: 1, desc: "x\ud800" })],
  ])("%s with a lone surrogate is refused", (_label, parse) => {
    expect(firstMessage(parse())).toBe(TEXT_MESSAGES.surrogate);
  });
});

describe("account fields: exactly what the reference upstream takes", () => {
  // The boundary values the upstream's rules (upstream/src/rules/accounts/input.ts) draw: one line,
  // no control, bidi or broken character, 1-15 (4-15 on a change) password characters.
  const add = (patch: object) => addAccountSchema("dealer", null).safeParse({ login: "nova", password: "secret", description: "", ...patch });
  it.each([
    ["a tab in the password", { password: "a\tb" }, false],
    ["DEL in the password", { password: "ab\u007f" }, false],
    ["a bidi isolate in the password", { password: "\u2066ab" }, false],
    ["a line break in the description", { description: "one\ntwo" }, false],
    ["a tab in the description", { description: "one\ttwo" }, false],
    ["15 password characters", { password: "p".repeat(15) }, true],
    ["500 description characters", { description: "d".repeat(500) }, true],
    ["501 description characters", { description: "d".repeat(501) }, false],
  ])("%s", (_label, patch, accepted) => {
    expect(add(patch).success).toBe(accepted);
  });

  it("a changed password is printable too", () => {
    expect(changePasswordSchema.safeParse({ password: "ab\u0000cd", confirm: "ab\u0000cd" }).success).toBe(false);
    expect(changePasswordSchema.safeParse({ password: "abcd", confirm: "abcd" }).success).toBe(true);
  });
});

describe("money and months: numbers, never coerced", () => {
  const client = addClientSchema({ role: "dealer" });
  const valid = { server: 0, ministra: true, login: "nova", password: "pw", months: 1, package_selection: 8 };
  it.each([
    ["true", true],
    ["[1]", [1]],
    ['"1"', "1"],
    ["null", null],
    ['""', ""],
    ["1.5", 1.5],
  ])("months %s is refused everywhere", (_label, months) => {
    expect(monthsActionSchema.safeParse({ months }).success).toBe(false);
    expect(bulkRenewSchema.safeParse({ clients: { kind: "names", names: ["a"] }, months }).success).toBe(false);
    expect(client.safeParse({ ...valid, months }).success).toBe(false);
  });

  it.each([
    ["true", true],
    ["[1]", [1]],
    ['"1"', "1"],
  ])("credits %s and a server %s are refused", (_label, value) => {
    expect(creditsMoveSchema("dealer", false).safeParse({ transaction: 0, credits: value }).success).toBe(false);
    expect(client.safeParse({ ...valid, server: value }).success).toBe(false);
    expect(client.safeParse({ ...valid, package_selection: value }).success).toBe(false);
  });

  it("takes real numbers, and digits alone in a query", () => {
    expect(monthsActionSchema.parse({ months: 12 })).toEqual({ months: 12 });
    expect(serverQuerySchema.parse({ server: "2" })).toEqual({ server: 2 });
    for (const server of ["1e0", " 1", "0x1", "", "3", "-0"]) expect(serverQuerySchema.safeParse({ server }).success, server).toBe(false);
  });
});

describe("the search of every matching client", () => {
  const renew = (q: string) => bulkRenewSchema.safeParse({ clients: { kind: "matching", list: "clients", tab: "all", q }, months: 1 });
  const message = (q: string) => sendMessageSchema.safeParse({ recipients: { kind: "matching", tab: "all", q }, message: "Hi", server: 0 });

  it.each([
    ["control characters only", "\u0001\u0002\u0003", TEXT_MESSAGES.control],
    ["a NUL byte", "\u0000", TEXT_MESSAGES.control],
    ["spaces only", "   ", BLANK_SEARCH_MESSAGE],
  ])("%s cannot select every client", (_label, q, text) => {
    expect(firstMessage(renew(q))).toBe(text);
    expect(firstMessage(message(q))).toBe(text);
  });

  it("a list's URL with a search of control characters shows the whole tab, and sends no such search", () => {
    expect(listQuerySchema(CLIENT_LIST).parse({ q: "\u0001\u0002" }).q).toBe("");
    expect(listQuerySchema(CLIENT_LIST).parse({ q: " maria " }).q).toBe("maria");
  });

  it("no search at all is the whole tab, as the list shows it", () => {
    expect(renew("").success).toBe(true);
    expect(message(" maria ").data?.recipients).toEqual({ kind: "matching", tab: "all", q: "maria" });
  });
});

describe("calendar days for the audit filters", () => {
  it.each(["9999-12-31", "0000-01-01", "2026-02-30", "1899-12-31", "3000-01-01", "+10000-01-01", "2026-13-01", "26-01-01"])("%s is no filter day", (day) => {
    expect(isCalendarDay(day)).toBe(false);
    expect(upstreamIsCalendarDay(day)).toBe(false);
    // Typed in the search it stays plain search text, never a date sent as a filter.
    expect(parseAuditSearch(`to:${day}`).to).toBeUndefined();
  });

  it.each(["1900-01-01", "2024-02-29", "2026-11-22", "2999-12-31"])("%s is one", (day) => {
    expect(isCalendarDay(day)).toBe(true);
    expect(upstreamIsCalendarDay(day)).toBe(true);
  });
});

describe("the CSRF check's media type", () => {
  const good = { origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000", [PANEL_HEADER]: "1" };
  const post = (type: string) => new Request("http://127.0.0.1:3000/api/credits", { method: "POST", headers: { ...good, "content-type": type } });

  it.each(["application/jsonp", "application/json-seq", "application/jsonx; charset=utf-8", "text/plain; application/json", "application/json-patch+json", ""])(
    "%j is not JSON",
    (type) => {
      expect(isJsonMediaType(type)).toBe(false);
      expect(csrfRejection(post(type))).toBe("Requests must be JSON");
    },
  );

  it.each(["application/json", "Application/JSON", "application/json; charset=utf-8", " application/json ;charset=UTF-8"])("%j is", (type) => {
    expect(isJsonMediaType(type)).toBe(true);
    expect(csrfRejection(post(type))).toBeNull();
  });
});
