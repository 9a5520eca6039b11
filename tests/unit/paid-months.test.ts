import { describe, expect, it } from "vitest";
import { paidMonths, retrievableWith } from "@/features/clients/model/paid-months";

// The reference upstream's rule for a paying account's Retrieve (upstream/src/rules/clients/billing.ts).
const row = (created: string, type: string, credits: number, login = "alice") => ({ created, type, credits, login, expiry: null, description: null });

describe("months an account paid for and has not taken back", () => {
  const history = [row("2026-01-01", "NEW CLIENT", 3), row("2026-02-01", "RENEW", 2), row("2026-03-01", "RETRIEVED", 1), row("2026-03-02", "RENEW", 4)];

  it("counts its own buys minus its retrievals of this client", () => {
    const own = history.slice(0, 3);
    expect(paidMonths("alice", own, history)).toBe(4);
  });

  it("ignores rows of the client it does not hold in its own ledger (another account paid them)", () => {
    expect(paidMonths("alice", [history[1]], history)).toBe(2);
    expect(paidMonths("alice", [], history)).toBe(0);
  });

  it("ignores rows of an earlier client of the same name (not in this client's history) and other logins", () => {
    const earlier = row("2025-05-05", "NEW CLIENT", 12);
    expect(paidMonths("alice", [earlier, history[0], row("2026-01-01", "NEW CLIENT", 3, "bob")], history)).toBe(3);
  });

  it("never goes below zero, and other row types do not count", () => {
    const own = [row("2026-03-01", "RETRIEVED", 1), row("2026-03-05", "ADD", 50)];
    expect(paidMonths("alice", own, [...history, row("2026-03-05", "ADD", 50)])).toBe(0);
  });
});

describe("the months a Retrieve offers", () => {
  it.each([
    [{ rule: "time" } as const, 5, 5],
    [{ rule: "paid", paidMonths: 2 } as const, 5, 2],
    [{ rule: "paid", paidMonths: 9 } as const, 5, 5],
    [{ rule: "unknown" } as const, 5, 5],
    [undefined, 3, 3],
  ])("%j with %i ahead: %i", (quote, byTime, offered) => {
    expect(retrievableWith(quote, byTime)).toBe(offered);
  });
});
