// Reading two years of a ledger from a backend that pages it: newest first, the next page asked for
// while one is read, and no further than the first row older than the window.
import { describe, expect, it, vi } from "vitest";

const pages: string[][] = [];
const asked: number[] = [];
vi.mock("@/lib/backends", () => ({
  currentBackend: async () => ({
    ledgerPage: async (_caller: unknown, _operation: string, _segments: string[], query: { page: number }) => {
      asked.push(query.page);
      const rows = (pages[query.page - 1] ?? []).map((created) => ({
        created,
        type: "RENEW",
        login: "a",
        credits: 1,
        expiry: null,
        description: null,
        position: 0,
      }));
      return { rows, total: pages.flat().length, totalPages: pages.length, counts: {} };
    },
  }),
}));

const { readLedger } = await import("@/features/insights/server/ledger");
const NOW = new Date("2026-11-29T12:00:00.000Z");

describe("the ledger the figures read", () => {
  it("reads pages newest first until a row is older than the window, asking one page ahead", async () => {
    pages.splice(
      0,
      pages.length,
      ["2026-11-20T00:00:00.000Z", "2026-06-01T00:00:00.000Z"],
      ["2025-01-01T00:00:00.000Z", "2024-01-01T00:00:00.000Z"],
      ["2023-01-01T00:00:00.000Z"],
      ["2022-01-01T00:00:00.000Z"],
    );
    asked.length = 0;
    const rows = await readLedger({ token: "t", role: "dealer" }, null, NOW);
    expect(rows.map((r) => r.created)).toEqual(["2026-11-20T00:00:00.000Z", "2026-06-01T00:00:00.000Z", "2025-01-01T00:00:00.000Z"]);
    // Page 3 was asked for ahead while page 2 was read; page 4 never.
    expect(asked).toEqual([1, 2, 3]);
  });

  it("stops at the last page", async () => {
    pages.splice(0, pages.length, ["2026-11-20T00:00:00.000Z"]);
    asked.length = 0;
    expect(await readLedger({ token: "t", role: "dealer" }, null, NOW)).toHaveLength(1);
    expect(asked).toEqual([1]);
  });
});
