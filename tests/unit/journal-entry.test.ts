// What a journal entry keeps of a write: its target and its cost read from the operation and the
// body, never a secret's value; and the journal's filters as the search text carries them.
import { describe, expect, it } from "vitest";
import { creditsOf, REMOVED, targetOf, withoutSecrets } from "@/features/journal/server/entry";
import { formatJournalSearch, parseJournalSearch } from "@/features/journal/list";

describe("a journal entry", () => {
  it("removes every secret's value, however deep, and keeps the rest", () => {
    const body = {
      login: "maria",
      password: "s3cret",
      parent_pass: "1234",
      months: 2,
      nested: { api_key: "k", token: "t", note: "hello" },
      list: [{ otp_code: "9" }],
    };
    expect(withoutSecrets(body)).toEqual({
      login: "maria",
      password: REMOVED,
      parent_pass: REMOVED,
      months: 2,
      nested: { api_key: REMOVED, token: REMOVED, note: "hello" },
      list: [{ otp_code: REMOVED }],
    });
  });

  it.each([
    ["clients.renew", { name: "maria", months: 1 }, { targetKind: "client", target: "maria" }],
    ["clients.add", { login: "new1", months: 0 }, { targetKind: "client", target: "new1" }],
    ["mac.delete", { mac: "00:1A:79:00:00:01" }, { targetKind: "client", target: "00:1A:79:00:00:01" }],
    ["dealers.credits", { name: "dealer2", credits: 5, transaction: 0 }, { targetKind: "account", target: "dealer2" }],
    ["tickets.save", { id: 42, status: 2 }, { targetKind: "ticket", target: "42" }],
    ["messages.send", { simpleData: ["maria"], message: "hi" }, { targetKind: "client", target: "maria" }],
    ["message.write", { message: "hi" }, { targetKind: "message", target: "" }],
  ])("%s is about its %j", (operation, body, target) => {
    expect(targetOf(operation, body)).toEqual(target);
  });

  it("costs what the write spends, returns what it gives back, and nothing where it moves no credits", () => {
    expect(creditsOf("clients.renew", { name: "a", months: 3 })).toBe(-3);
    expect(creditsOf("clients.retrieve", { login: "a", credits: 2 })).toBe(2);
    expect(creditsOf("dealers.credits", { name: "d", credits: 5, transaction: 0 })).toBe(-5);
    expect(creditsOf("dealers.credits", { name: "d", credits: 5, transaction: 1 })).toBe(5);
    expect(creditsOf("clients.delete", { name: "a" })).toBeUndefined();
  });
});

describe("the journal's filters", () => {
  it("read back what they wrote, and leave a value no entry can have as plain search", () => {
    const filters = { search: "maria", actor: "dealer", operation: "clients.renew", outcome: "unknown", via: "api", from: "2026-11-01", to: "2026-11-22" };
    expect(parseJournalSearch(formatJournalSearch(filters))).toEqual(filters);
    expect(parseJournalSearch("operation:clients.fly outcome:maybe from:2026-02-30 bob")).toEqual({
      search: "operation:clients.fly outcome:maybe from:2026-02-30 bob",
    });
  });
});
