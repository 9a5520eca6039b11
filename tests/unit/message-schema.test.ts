import { describe, expect, it } from "vitest";
import { PRODUCT_NAME } from "@/lib/client-constants";
import { recipientsOf, sendRefusal } from "@/features/messaging/model/send";
import { fieldErrors } from "@/lib/schemas/errors";
import { MAX_RECIPIENTS, MESSAGE_SERVERS, MESSAGE_TEXTS, panelMessageSchema, sendMessageSchema } from "@/lib/schemas/messaging";

// Accounts spec §2.5, §2.7, §5, §8, §9, read again here: each rule, the input that breaks it, the words shown.
const logins = (recipients: string[]) => ({ kind: "logins" as const, logins: recipients });
const valid = { recipients: logins(["alice", "bob"]), message: "Maintenance tonight", server: 0 };
const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("the spec's words", () => {
  it("are exact", () => {
    expect(MESSAGE_TEXTS).toMatchObject({
      empty: "Please input a message",
      tooLong: "Message is too long",
      reduce: "Please reduce the message to below 100 characters!",
      sent: "Message sent to all selected user(s)",
      saved: "Message saved.",
      saveFailed: "Error saving message.",
    });
  });

  it("messaging offers servers 0 and 1, named as the client forms name them", () => {
    // Server 0 is the product's own name (NEXT_PUBLIC_PRODUCT_NAME), never the spec's "{product}" placeholder.
    expect(MESSAGE_SERVERS).toEqual([
      { id: 0, name: PRODUCT_NAME },
      { id: 1, name: "COD 4K" },
    ]);
    expect(PRODUCT_NAME).not.toContain("{");
  });
});

describe.each([
  ["POST /api/messages", (message: string) => sendMessageSchema.safeParse({ ...valid, message })],
  ["POST /api/panel-message", (message: string) => panelMessageSchema.safeParse({ message })],
])("the message text of %s", (_call, parse) => {
  it.each([
    ["1 character", "a", true],
    ["300 characters", "x".repeat(300), true],
    ["300 characters and spaces around them (trimmed, as the upstream counts)", `  ${"x".repeat(300)}\n`, true],
    ["line breaks", "Line one\nLine two", true],
  ])("accepts %s", (_what, message, ok) => {
    expect(parse(message).success).toBe(ok);
  });

  it.each([
    ["empty", "", MESSAGE_TEXTS.empty],
    ["blank", "  \n ", MESSAGE_TEXTS.empty],
    ["301 characters", "x".repeat(301), MESSAGE_TEXTS.tooLong],
    ["a tab", "a\tb", "Control characters are not allowed"],
    ["a carriage return", "a\r\nb", "Control characters are not allowed"],
    ["a bidi override", "a\u202Eb", "Bidirectional control characters (U+202A-U+202E, U+2066-U+2069) are not allowed"],
  ])("refuses %s", (_what, message, words) => {
    expect(firstError(parse(message))).toBe(words);
  });

  it("hands on the trimmed text", () => {
    expect(parse("  Hello\n").data?.message).toBe("Hello");
  });
});

describe("POST /api/messages", () => {
  it.each([
    ["server 2", { server: 2 }, "Choose server 0 or 1"],
    ["server as text", { server: "1" }, "Choose server 0 or 1"],
    ["no recipients", { recipients: logins([]) }, MESSAGE_TEXTS.noRecipients],
    ["more than 10,000", { recipients: logins(Array.from({ length: MAX_RECIPIENTS + 1 }, (_, i) => `c${i}`)) }, MESSAGE_TEXTS.tooMany],
    ["a login with a slash", { recipients: logins(["a/b"]) }, undefined],
    ["an unknown tab", { recipients: { kind: "matching", tab: "trial", q: "" } }, undefined],
    ["a search over 100 characters", { recipients: { kind: "matching", tab: "all", q: "q".repeat(101) } }, undefined],
  ])("refuses %s", (_what, change, words) => {
    const result = sendMessageSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    if (words) expect(firstError(result)).toBe(words);
  });

  it("takes 10,000 logins, each once", () => {
    const many = Array.from({ length: MAX_RECIPIENTS }, (_, i) => `c${i}`);
    expect(sendMessageSchema.safeParse({ ...valid, recipients: logins(many) }).success).toBe(true);
    expect(sendMessageSchema.parse({ ...valid, recipients: logins(["a", "b", "a"]) }).recipients).toEqual({ kind: "logins", logins: ["a", "b"] });
  });

  it("takes every client matching a tab and a search", () => {
    expect(sendMessageSchema.parse({ ...valid, recipients: { kind: "matching", tab: "expired", q: " maria " } }).recipients).toEqual({
      kind: "matching",
      tab: "expired",
      q: "maria",
    });
  });

  it("names the failing field for the form", () => {
    expect(fieldErrors(sendMessageSchema.safeParse({ ...valid, message: "" }).error!)).toEqual({ message: MESSAGE_TEXTS.empty });
  });
});

describe("Send (what the screen checks before sending)", () => {
  it.each([
    ["nobody chosen", "Hello", 0, MESSAGE_TEXTS.noRecipients],
    ["an empty message", "", 2, MESSAGE_TEXTS.empty],
    ["a blank message", "   ", 2, MESSAGE_TEXTS.empty],
    ["301 characters: the spec's Send text, not the field's", "x".repeat(301), 2, MESSAGE_TEXTS.reduce],
    ["more than 10,000 matching", "Hello", MAX_RECIPIENTS + 1, MESSAGE_TEXTS.tooMany],
    ["a tab", "a\tb", 1, "Control characters are not allowed"],
    ["300 characters to two clients", "x".repeat(300), 2, null],
    ["10,000 clients", "Hello", MAX_RECIPIENTS, null],
  ])("%s", (_what, message, count, refusal) => {
    expect(sendRefusal(message, count)).toBe(refusal);
  });

  it("sends the chosen logins, or the tab and search whose every match was chosen", () => {
    const query = { tab: "active" as const, q: "maria" };
    expect(recipientsOf({ ids: ["a", "b"], allMatching: false, count: 2 }, query)).toEqual({ kind: "logins", logins: ["a", "b"] });
    expect(recipientsOf({ ids: [], allMatching: true, count: 120 }, query)).toEqual({ kind: "matching", tab: "active", q: "maria" });
  });
});
