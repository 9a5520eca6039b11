import { describe, expect, it } from "vitest";
import { ownerFieldOf } from "@/features/accounts/model/owner-field";
import { transferNote } from "@/features/credits/model/transfer";
import { byNumber, byText, pageLocally } from "@/lib/list/local-page";
import { addAccountSchema, changePasswordSchema, CREDIT_AMOUNTS, creditsMoveSchema, editAccountSchema } from "@/lib/schemas/accounts";
import { fieldErrors } from "@/lib/schemas/errors";

const errorsOf = (result: { success: boolean; error?: unknown }) => (result.success ? {} : fieldErrors(result.error as never));

describe("account forms (accounts spec §5)", () => {
  it.each([
    ["admin", "reseller", "superReseller"],
    ["admin", "dealer", "reseller"],
    ["manager", "dealer", "reseller"],
    ["manager", "reseller", null],
    ["reseller", "dealer", null],
    ["admin", "manager", null],
  ] as const)("%s adding a %s chooses owner %s", (role, kind, field) => {
    expect(ownerFieldOf(role, kind)).toBe(field);
  });

  it("asks for the owner in the spec's words", () => {
    expect(errorsOf(addAccountSchema("reseller", "superReseller").safeParse({ login: "a", password: "b", description: "", superReseller: "" }))).toMatchObject({
      superReseller: "Please select a super reseller",
    });
    expect(errorsOf(addAccountSchema("dealer", "reseller").safeParse({ login: "a", password: "b", description: "", reseller: "" }))).toMatchObject({
      reseller: "Please select a reseller",
    });
    expect(errorsOf(editAccountSchema("dealer").safeParse({ owner: "", description: "" }))).toMatchObject({ owner: "Please select a reseller" });
  });

  it.each([
    ["login of 15", { login: "a".repeat(15) }, {}],
    ["login of 16", { login: "a".repeat(16) }, { login: "Login name is too long" }],
    ["login with a space", { login: "a b" }, { login: "Use only letters, digits and _ . @ -" }],
    ["password of 16", { password: "p".repeat(16) }, { password: "Password is too long" }],
    ["empty password", { password: "" }, { password: "Password is required" }],
    ["description of 50", { description: "d".repeat(50) }, {}],
    ["description of 51", { description: "d".repeat(51) }, { description: "Description is too long" }],
    // One line, as the reference upstream takes it: nothing it would refuse is forwarded.
    ["a NUL in the description", { description: "a\u0000b" }, { description: "Control characters are not allowed" }],
    ["a line break in the description", { description: "a\nb" }, { description: "Control characters are not allowed" }],
    ["a tab in the password", { password: "se\tcret" }, { password: "Control characters are not allowed" }],
    ["a lone surrogate in the password", { password: "se\ud800" }, { password: "The text holds a broken character (a lone UTF-16 surrogate)" }],
    [
      "a right-to-left override in the description",
      { description: "a\u202Eb" },
      { description: "Bidirectional control characters (U+202A-U+202E, U+2066-U+2069) are not allowed" },
    ],
  ])("a super reseller with %s", (_what, patch, errors) => {
    const result = addAccountSchema("manager", null).safeParse({ login: "nova", password: "secret", description: "", ...patch });
    expect(errorsOf(result)).toEqual(errors);
  });

  it.each([
    ["matching, 4 characters", "abcd", "abcd", {}],
    ["3 characters", "abc", "abc", { password: "Password must be at least 4 characters" }],
    ["different", "abcd", "abce", { confirm: "The passwords do not match" }],
    ["16 characters", "a".repeat(16), "a".repeat(16), { password: "Password is too long" }],
  ])("a password change %s", (_what, password, confirm, errors) => {
    expect(errorsOf(changePasswordSchema.safeParse({ password, confirm }))).toEqual(errors);
  });

  it("offers the spec's credit amounts and accepts no other", () => {
    expect(CREDIT_AMOUNTS.dealer.slice(97)).toEqual([98, 99, 100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]);
    expect(CREDIT_AMOUNTS.manager.slice(-7)).toEqual([900, 1000, 1500, 2000, 2500, 5000, 10000]);
    expect(creditsMoveSchema("dealer", false).safeParse({ transaction: 0, credits: 150 }).success).toBe(false);
    expect(creditsMoveSchema("manager", true).safeParse({ transaction: 1, credits: 1500, desc: "ok" }).success).toBe(true);
    expect(creditsMoveSchema("dealer", false).safeParse({ transaction: 2, credits: 5 }).success).toBe(false);
  });
});

describe("what a credit move will do", () => {
  const base = { balance: 100, unlimited: false, child: "bw_miami", childCredits: 12 };
  it.each([
    [
      "adding within the balance",
      { ...base, transaction: 0 as const, credits: 30 },
      { text: "Adds 30 credits to bw_miami. Your balance after: 70. bw_miami's balance after: 42.", enough: true },
    ],
    [
      "adding beyond the balance",
      { ...base, transaction: 0 as const, credits: 200 },
      { text: "Not enough credits: this needs 200 credits and your balance is 100.", enough: false },
    ],
    [
      "the admin adding",
      { ...base, unlimited: true, balance: null, transaction: 0 as const, credits: 1000 },
      { text: "Adds 1,000 credits to bw_miami. Your balance is unlimited. bw_miami's balance after: 1,012.", enough: true },
    ],
    [
      "removing what the child has",
      { ...base, transaction: 1 as const, credits: 12 },
      { text: "Takes 12 credits back from bw_miami. Your balance after: 112. bw_miami's balance after: 0.", enough: true },
    ],
    [
      "removing more than the child has",
      { ...base, transaction: 1 as const, credits: 13 },
      { text: "bw_miami has only 12 credits: at most that can be removed.", enough: false },
    ],
  ])("%s", (_what, move, note) => {
    expect(transferNote(move)).toEqual(note);
  });
});

describe("a whole list paged by the BFF", () => {
  const rows = Array.from({ length: 25 }, (_, i) => ({ name: `acct${i}`, credits: (i * 7) % 10, description: i % 2 ? "north" : "south" }));
  const rules = {
    searchText: (r: (typeof rows)[number]) => `${r.name} ${r.description}`,
    compare: { name: byText((r: (typeof rows)[number]) => r.name), credits: byNumber((r: (typeof rows)[number]) => r.credits) },
  };

  it("pages, counts and keeps the names' natural order", () => {
    const page = pageLocally(rows, { tab: "all", q: "", page: 3, size: 10, sort: "name" }, rules);
    expect(page).toMatchObject({ total: 25, totalPages: 3, counts: { all: 25 } });
    expect(page.rows.map((r) => r.name)).toEqual(["acct20", "acct21", "acct22", "acct23", "acct24"]);
  });

  it("searches case-insensitively and sorts descending, ties in the upstream's order", () => {
    const page = pageLocally(rows, { tab: "all", q: "NORTH", page: 1, size: 100, sort: "-credits" }, rules);
    expect(page.total).toBe(12);
    const credits = page.rows.map((r) => r.credits);
    expect(credits).toEqual([...credits].sort((a, b) => b - a));
  });
});
