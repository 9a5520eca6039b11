// A write's answer sets the credits badge only with a real balance: anything else has
// the balance read again, so the badge never shows a guess.
import { describe, expect, it } from "vitest";
import { balanceIn } from "@/lib/browser/balance";

describe("the balance a write's answer reports", () => {
  it("is the caller's balance after a credit move, as the reference upstream answers it", () => {
    expect(balanceIn({ name: "dealer1", credits: 15, balance: 485 })).toBe(485);
    expect(balanceIn({ name: "dealer1", credits: 0, balance: 0 })).toBe(0);
  });

  it("is none (read it again) where the answer does not say it: a spec backend, a renew, the admin's unlimited null", () => {
    for (const answer of [{ name: "dealer1" }, { name: "c1", months: 1, expiry: "2027-01-01" }, { name: "dealer1", balance: null }, undefined, null, "ok"]) {
      expect(balanceIn(answer)).toBeUndefined();
    }
  });

  it("is none for a figure no balance can be", () => {
    for (const balance of [-1, 1.5, Number.NaN, "485", Number.MAX_SAFE_INTEGER + 1]) expect(balanceIn({ balance })).toBeUndefined();
  });
});
