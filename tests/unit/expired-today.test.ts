import { afterEach, describe, expect, it, vi } from "vitest";
import { isExpired } from "@/lib/format";
import { isExpiredToday } from "@/lib/list/expired-today";

// The client list's tabs on a spec backend use the remembered answer: it must be isExpired's,
// today's, and change when the day does (from the next pass over the rows: the clock is read once per pass).
describe("isExpiredToday", () => {
  afterEach(() => vi.useRealTimers());
  const expiries = [null, undefined, "", "2026-11-23", "2026-11-24", "2026-11-25", "2026-11-24T23:30:00-02:00", "2026-11-24T00:00:00Z", "not a date"];

  it("answers as isExpired for today, and again after midnight", async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-24T23:59:59Z"));
    for (const expiry of expiries) expect(isExpiredToday(expiry), String(expiry)).toBe(isExpired(expiry));
    expect(isExpiredToday("2026-11-24")).toBe(false);
    vi.setSystemTime(new Date("2026-11-25T00:00:01Z"));
    await Promise.resolve(); // the next pass
    for (const expiry of expiries) expect(isExpiredToday(expiry), String(expiry)).toBe(isExpired(expiry));
    expect(isExpiredToday("2026-11-24")).toBe(true);
  });
});
