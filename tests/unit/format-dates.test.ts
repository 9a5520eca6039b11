// Dates from the backend shown in the panel's one format, never shifted by the reader's zone: a day
// written without a zone is the backend's calendar day (a MySQL datetime east of UTC showed a day early).
// The day is taken from the text itself, never through Date (which reads it in the reader's zone).
import { describe, expect, it } from "vitest";
import { formatDate, formatTimestamp, isExpired } from "@/lib/format";

describe("the panel's dates, whatever the reader's zone", () => {
  it("shows a day written without a zone as written", () => {
    expect(formatDate("2026-12-01")).toBe("2026-12-01");
    expect(formatDate("2026-12-01 00:00:00")).toBe("2026-12-01");
    expect(formatDate("2026-12-01T00:00")).toBe("2026-12-01");
    expect(isExpired("2026-12-01 00:00:00", "2026-12-01")).toBe(false);
  });

  it("shows a time written without a zone as written, and one with a zone in UTC", () => {
    expect(formatTimestamp("2026-11-22 15:07:00")).toBe("2026-11-22 03:07 PM");
    expect(formatTimestamp("2026-11-22T15:07:00Z")).toBe("2026-11-22 03:07 PM");
    expect(formatTimestamp("2026-11-22T17:07:00+02:00")).toBe("2026-11-22 03:07 PM");
  });
});
