// The Insights snapshot memo: one computation per account and key within the minute, dropped by a
// write announced for the account, never keeping a failure, and bounded by the rows it keeps.
import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetAccount, remembered, SNAPSHOT_TTL_MS } from "@/features/insights/server/memo";
import { writeSettled } from "@/lib/write-events";

const counter = () => {
  let runs = 0;
  return { compute: async () => ++runs, runs: () => runs };
};

afterEach(() => {
  vi.useRealTimers();
  for (const id of ["a", "b", "c"]) forgetAccount(id);
});

describe("the insights memo", () => {
  it("computes once per account and key within the minute, and again after it", async () => {
    vi.useFakeTimers();
    const c = counter();
    await remembered("a", "s1", c.compute);
    await remembered("a", "s1", c.compute);
    expect(c.runs()).toBe(1);
    await remembered("a", "s2", c.compute);
    expect(c.runs()).toBe(2);
    vi.advanceTimersByTime(SNAPSHOT_TTL_MS);
    await remembered("a", "s1", c.compute);
    expect(c.runs()).toBe(3);
  });

  it("drops an account's figures when a write is announced for it, not another's", async () => {
    const c = counter();
    await remembered("a", "s", c.compute);
    await remembered("b", "s", c.compute);
    await writeSettled({ operation: "clients.renew", origin: { via: "browser", accountId: "a", account: "x", role: "dealer" }, outcome: "done" });
    await remembered("a", "s", c.compute);
    await remembered("b", "s", c.compute);
    expect(c.runs()).toBe(3);
  });

  it("keeps no failure", async () => {
    await expect(remembered("a", "s", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await remembered("a", "s", async () => "read")).toBe("read");
  });

  it("drops the oldest snapshots beyond the rows it may keep", async () => {
    const c = counter();
    await remembered("a", "big", c.compute, () => 300_000);
    await remembered("b", "big", c.compute, () => 300_000);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await remembered("b", "big", c.compute);
    await remembered("a", "big", c.compute);
    expect(c.runs()).toBe(3);
  });
});
