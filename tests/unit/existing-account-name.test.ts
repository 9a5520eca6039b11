// An account named in a path or a query: every name a backend's list can show is found (letters of
// any script), and nothing that could reorder or break a screen gets through.
import { describe, expect, it } from "vitest";
import { accountParams, existingAccountName } from "@/lib/api/account-input";

describe("an existing account's name", () => {
  it.each(["dealer", "dealer_ny", "a.b@c-d", "أحمد", "تاجر_٢", "Иван", "Müller", "ñandú", "李明"])("accepts %s, as a list shows it", (name) => {
    expect(existingAccountName.parse(name)).toBe(name);
  });

  it.each([
    ["a right-to-left override", "\u202Eredaol"],
    ["a direction mark", "أحمد\u200F"],
    ["a line break", "dealer\nadmin"],
    ["a control character", "deal\u0000er"],
    ["a space inside", "two words"],
    ["markup", "<script>"],
    ["a slash", "../admin"],
    ["nothing", "   "],
    ["a name longer than the spec allows a login (15)", "a".repeat(16)],
  ])("refuses %s as an account that cannot exist", (_, name) => {
    const parsed = existingAccountName.safeParse(name);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0].message).toBe("Account not found");
  });

  it("is what an account's address accepts", () => {
    expect(accountParams.parse({ kind: "dealers", name: "أحمد" })).toEqual({ kind: "dealer", name: "أحمد" });
    expect(accountParams.safeParse({ kind: "dealers", name: "\u202Eredaol" }).success).toBe(false);
  });
});
