import { describe, expect, it } from "vitest";
import { deleteRefusal } from "@/features/accounts/model/deletable";
import { addMonths, renewedExpiry, retrievableMonths } from "@/features/clients/model/months";
import { readPastedMac } from "@/features/mac/model/paste";
import { english } from "./support/english";
import { addMonths as upstreamAddMonths, addDays } from "../../upstream/src/rules/dates";
import { retrievableMonths as upstreamRetrievable } from "../../upstream/src/rules/clients/billing";

// The rules the panel previews with must be the ones the backend applies: the months a retrieve
// gives back and a renew adds, whether an account may be deleted, and what a pasted MAC means.

describe("retrieve and renew previews", () => {
  const today = "2026-11-24";

  it.each([
    ["2026-12-10", 0], // less than a whole month left: nothing can come back
    ["2026-12-24", 1],
    ["2026-12-23", 0],
    ["2027-03-31", 4],
    ["2026-11-01", 0], // expired
    ["2029-01-01", 12], // at most 12 per call
  ])("a client expiring %s has %i whole months to retrieve", (expiry, months) => {
    expect(retrievableMonths(expiry, today)).toBe(months);
  });

  it("agrees with the reference upstream's rule on every day of two years", () => {
    for (let day = -40; day < 700; day += 1) {
      const expiry = addDays(today, day);
      expect(retrievableMonths(expiry, today), expiry).toBe(upstreamRetrievable(expiry, today));
      expect(addMonths(expiry, 1)).toBe(upstreamAddMonths(expiry, 1));
      expect(addMonths(expiry, -3)).toBe(upstreamAddMonths(expiry, -3));
    }
  });

  it("renews from today when expired, else from the expiry, clamping month ends", () => {
    expect(renewedExpiry("2026-10-01", 1, today)).toBe("2026-12-24");
    expect(renewedExpiry("2027-01-31", 1, today)).toBe("2027-02-28");
    expect(renewedExpiry(null, 3, today)).toBe("2027-02-24");
    expect(renewedExpiry("2026-12-05T00:00:00.000Z", 2, today)).toBe("2027-02-05");
  });
});

describe("account delete-ability", async () => {
  const t = await english("accounts");
  it("refuses with the backend's words while anything hangs below", () => {
    expect(deleteRefusal("reseller", "r1", { dealers: 2, clients: 0 }, t)).toBe("r1 still has 2 dealers and 0 clients");
    expect(deleteRefusal("reseller", "r1", { dealers: 0, clients: 1 }, t)).toBe("r1 still has 0 dealers and 1 client");
    expect(deleteRefusal("dealer", "d1", { clients: 5 }, t)).toBe("d1 still has 5 clients");
  });
  it("allows an empty account, and one whose counts the backend does not give", () => {
    expect(deleteRefusal("dealer", "d1", { clients: 0 }, t)).toBeNull();
    expect(deleteRefusal("reseller", "r1", { dealers: null, clients: undefined }, t)).toBeNull();
  });
});

describe("a pasted MAC", () => {
  it.each([
    ["00:1A:79:35:7F:A2", false, "00:1A:79:35:7F:A2"],
    ["00:1a:79:35:7f:a2", true, "35:7F:A2"],
    [" 00-1A-79-35-7F-A2 ", true, "35:7F:A2"],
    ["001A79357FA2", true, "35:7F:A2"],
    ["35:7F:A2", true, "35:7F:A2"],
    ["35:7f:a2", false, "00:1A:79:35:7F:A2"],
    ["AA:BB:CC:35:7F:A2", false, "AA:BB:CC:35:7F:A2"],
  ])("%j (fixed prefix %s) searches %s", (text, fixed, value) => {
    expect(readPastedMac(text, fixed)).toEqual({ value });
  });

  it("with another prefix is refused where the prefix is fixed", () => {
    expect(readPastedMac("AA:BB:CC:35:7F:A2", true)).toEqual({ error: "Only MACs starting with 00:1A:79 can be searched here" });
  });

  it("leaves anything else to the mask", () => {
    expect(readPastedMac("hello", true)).toBeNull();
    expect(readPastedMac("35:7F", false)).toBeNull();
  });
});
