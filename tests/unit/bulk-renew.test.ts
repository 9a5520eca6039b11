import { describe, expect, it } from "vitest";
import { bulkSpendNote } from "@/features/credits/model/bulk";
import { bulkRenewSchema } from "@/lib/schemas/renewals";

describe("the bulk renew body", () => {
  it.each([
    [{ clients: { kind: "names", names: ["a", "b", "a"] }, months: 2 }, true],
    [{ clients: { kind: "matching", list: "clients", tab: "expired", q: "" }, months: 1 }, true],
    [{ clients: { kind: "matching", list: "expiring", tab: "trials", q: "x" }, months: 1 }, true],
    [{ clients: { kind: "matching", list: "expiring", tab: "expired", q: "" }, months: 1 }, false],
    [{ clients: { kind: "names", names: [] }, months: 1 }, false],
    [{ clients: { kind: "names", names: ["a"] }, months: 0 }, false],
  ])("%j → %s", (body, ok) => {
    expect(bulkRenewSchema.safeParse(body).success).toBe(ok);
  });

  it("drops repeated names", () => {
    expect(bulkRenewSchema.parse({ clients: { kind: "names", names: ["a", "a"] }, months: 1 }).clients).toEqual({ kind: "names", names: ["a"] });
  });
});

describe("the bulk cost note", () => {
  it("shows clients × months, the total and the balance after; refuses a short balance", () => {
    expect(bulkSpendNote({ clients: 3, months: 2, credits: 20, unlimited: false })).toEqual({
      text: "3 clients × 2 months: 6 credits in total. Balance after: 14.",
      enough: true,
    });
    expect(bulkSpendNote({ clients: 3, months: 12, credits: 14, unlimited: false })).toEqual({
      text: "Not enough credits: this needs 36 and your balance is 14.",
      enough: false,
    });
    expect(bulkSpendNote({ clients: 2, months: 1, credits: null, unlimited: true })?.text).toMatch(/unlimited/);
    expect(bulkSpendNote({ clients: 0, months: 1, credits: 5, unlimited: false })).toBeNull();
  });
});
