// Dates, times and signed amounts keep their written order inside an Arabic sentence: the
// formatting helpers wrap them in Unicode isolates for a right-to-left language, and nowhere else
// (English and Spanish text, files and comparisons get the bare value).
import { describe, expect, it } from "vitest";
import { formatDate, formatTimestamp, isExpired, isolateLtr, isolateText } from "@/lib/format";
import { signedCredits } from "@/features/transactions/model/tone";

const LRI = "\u2066";
const FSI = "\u2068";
const PDI = "\u2069";

describe("values isolated for a right-to-left language", () => {
  it("wraps a date, a time and a signed amount in a left-to-right isolate in Arabic", () => {
    expect(formatDate("2025-10-10", "ar")).toBe(`${LRI}2025-10-10${PDI}`);
    expect(formatTimestamp("2026-11-28T08:11:00Z", "ar")).toBe(`${LRI}2026-11-28 08:11 AM${PDI}`);
    expect(signedCredits("RENEW", 1, "ar")).toBe(`${LRI}\u22121${PDI}`);
    expect(signedCredits("RECEIVED", 1200, "ar")).toBe(`${LRI}+1,200${PDI}`);
    expect(isolateLtr("00:1A:79:00:00:01", "ar")).toBe(`${LRI}00:1A:79:00:00:01${PDI}`);
  });

  it("lets the backend's free text take its own direction in Arabic", () => {
    expect(isolateText("Ticket about the box.", "ar")).toBe(`${FSI}Ticket about the box.${PDI}`);
  });

  it.each(["en", "es"] as const)("leaves the value bare in %s", (locale) => {
    expect(formatDate("2025-10-10", locale)).toBe("2025-10-10");
    expect(formatTimestamp("2026-11-28T08:11:00Z", locale)).toBe("2026-11-28 08:11 AM");
    expect(signedCredits("RENEW", 1, locale)).toBe("\u22121");
    expect(isolateText("maria", locale)).toBe("maria");
  });

  it("gives files and comparisons the bare value (no locale), and isolates nothing empty", () => {
    expect(formatDate("2025-10-10")).toBe("2025-10-10");
    expect(formatTimestamp("2026-11-28T08:11:00Z")).toBe("2026-11-28 08:11 AM");
    expect(formatDate(null, "ar")).toBe("");
    expect(isExpired("2026-11-21", "2026-11-22")).toBe(true);
  });
});
