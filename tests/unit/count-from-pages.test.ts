// A paged list counted from its first and last pages (the dealer's All Users on a spec backend,
// lib/backends/spec-only/client-list.ts): only when the pages agree with every page but the last being
// as full as the first; otherwise null, and the list is counted whole.
import { describe, expect, it } from "vitest";
import { countFromPages } from "@/lib/backends/spec-only/client-list";

describe("countFromPages", () => {
  it("counts a list of one page, or none, from its first page alone", () => {
    expect(countFromPages({ rows: 0, totalPages: 0 })).toBe(0);
    expect(countFromPages({ rows: 0, totalPages: 1 })).toBe(0);
    expect(countFromPages({ rows: 7, totalPages: 1 })).toBe(7);
  });

  it("counts full pages before the last one, and the last one's rows", () => {
    expect(countFromPages({ rows: 10, totalPages: 3 }, { rows: 4, totalPages: 3 })).toBe(24);
    expect(countFromPages({ rows: 10, totalPages: 500 }, { rows: 10, totalPages: 500 })).toBe(5000);
  });

  it("gives up when the pages do not agree, so that the list is counted whole", () => {
    expect(countFromPages({ rows: 10, totalPages: 3 })).toBeNull();
    expect(countFromPages({ rows: 10, totalPages: 3 }, { rows: 0, totalPages: 3 })).toBeNull();
    expect(countFromPages({ rows: 10, totalPages: 3 }, { rows: 11, totalPages: 3 })).toBeNull();
    expect(countFromPages({ rows: 10, totalPages: 3 }, { rows: 4, totalPages: 4 })).toBeNull();
  });
});
