import { describe, expect, it } from "vitest";
import { outcomeUnknown } from "@/lib/api/spend";
import { UpstreamError, type UpstreamErrorKind } from "@/lib/upstream/errors";
import { monthsWriteAnswer, nameWriteAnswer } from "@/lib/schemas/write-answer";

// Which failures of a write may hide a write the backend carried out: those are "outcome unknown",
// never "failed" and never retried under a new intent. A 5xx is one of them (the backend may have
// committed before a later step failed); nothing is unknown about a failed read or a refusal.
const cases: [UpstreamErrorKind, number, boolean][] = [
  ["timeout", 504, true],
  ["dropped", 502, true],
  ["invalid-response", 502, true], // a 2xx with a body that is not JSON, a redirect, an answer cut off
  ["response", 502, true], // a gateway gave up on the backend
  ["response", 504, true],
  ["unreachable", 502, false], // nothing reached the backend
  ["response", 500, true],
  ["response", 503, true],
  ["response", 422, false],
  ["response", 404, false],
  ["response", 409, false],
];

describe("a write's outcome", () => {
  it.each(cases)("%s (HTTP %i) → unknown: %s", (kind, status, unknown) => {
    expect(outcomeUnknown(new UpstreamError("x", status, kind))).toBe(unknown);
  });

  it("is decided by the status: a 2xx answer is read for the fields the screen shows, whatever else it holds", () => {
    expect(nameWriteAnswer.parse({ message: "Client created" })).toEqual({});
    expect(nameWriteAnswer.parse({})).toEqual({});
    expect(monthsWriteAnswer.parse({ name: "alice", months: 3, expiry: "2027-01-02", token: "t" })).toEqual({ name: "alice", months: 3, expiry: "2027-01-02" });
    expect(monthsWriteAnswer.parse({ name: "alice", months: "3" })).toEqual({ name: "alice" });
    // The expiry as the client detail holds it, a calendar day, or none when it is not one.
    expect(monthsWriteAnswer.parse({ name: "alice", expiry: "2027-01-02 00:00:00" })).toEqual({ name: "alice", expiry: "2027-01-02" });
    expect(monthsWriteAnswer.parse({ name: "alice", expiry: "2027-13-40" })).toEqual({ name: "alice" });
  });

  it.each(cases.filter(([, , unknown]) => unknown))("is never unknown for a failed read: %s (HTTP %i) on a GET", (kind, status) => {
    expect(outcomeUnknown(new UpstreamError("x", status, kind, "GET"))).toBe(false);
    expect(outcomeUnknown(new UpstreamError("x", status, kind, "POST"))).toBe(true);
  });

  it("is never unknown for an error that is not the upstream's", () => {
    expect(outcomeUnknown(new Error("bug"))).toBe(false);
  });
});
