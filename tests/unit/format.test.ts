import { describe, expect, it } from "vitest";
import { clientStatus, formatDate, formatTimestamp, isExpired } from "@/lib/format";

const TODAY = "2026-11-22";

describe("displayed client status (clients spec §4)", () => {
  it.each([
    // expiry,        flag,  label,      expired, status chip, expiry chip
    ["2026-12-01", true, "ACTIVE", false, "success", "success"],
    ["2026-12-01", false, "INACTIVE", false, "danger", "success"],
    ["2026-11-22", true, "ACTIVE", false, "success", "success"],
    ["2026-11-21", true, "INACTIVE", true, "danger", "danger"],
    ["2026-11-21", false, "INACTIVE", true, "danger", "danger"],
  ] as const)("expiry %s with flag %s shows %s", (expiry, status, label, expired, statusTone, expiryTone) => {
    expect(clientStatus({ expiry, status }, TODAY)).toEqual({ label, expired, statusTone, expiryTone });
  });

  it("treats a missing expiry as expired", () => {
    expect(isExpired(null, TODAY)).toBe(true);
  });
});

describe("dates", () => {
  it.each([
    ["2026-03-04T10:20:30Z", "2026-03-04"],
    ["2026-03-04", "2026-03-04"],
    [null, ""],
    ["nonsense", ""],
  ])("formatDate(%s) is %j", (value, text) => {
    expect(formatDate(value)).toBe(text);
  });

  it.each([
    ["2026-03-04T00:05:00Z", "2026-03-04 12:05 AM"],
    ["2026-03-04T12:30:00Z", "2026-03-04 12:30 PM"],
    ["2026-03-04T15:07:00Z", "2026-03-04 03:07 PM"],
  ])("formatTimestamp(%s) is %s", (value, text) => {
    expect(formatTimestamp(value)).toBe(text);
  });
});
