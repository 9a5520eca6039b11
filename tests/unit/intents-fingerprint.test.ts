import { describe, expect, it } from "vitest";
import { canonicalJson, fingerprintOf, intentId } from "@/lib/intents/fingerprint";

describe("fingerprintOf", () => {
  it("ignores the order of object keys, at every depth", () => {
    const a = { operation: "clients.add", params: {}, body: { login: "x1", months: 3, mac: { value: "00:1A", kind: 1 } } };
    const b = { body: { mac: { kind: 1, value: "00:1A" }, months: 3, login: "x1" }, params: {}, operation: "clients.add" };
    expect(canonicalJson(b)).toBe('{"body":{"login":"x1","mac":{"kind":1,"value":"00:1A"},"months":3},"operation":"clients.add","params":{}}');
    expect(fingerprintOf(a)).toBe(fingerprintOf(b));
    expect(fingerprintOf(a)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("tells apart another value, another type, and another array order", () => {
    const base = fingerprintOf({ ids: [1, 2], months: 3 });
    expect(fingerprintOf({ ids: [1, 2], months: 4 })).not.toBe(base);
    expect(fingerprintOf({ ids: [1, 2], months: "3" })).not.toBe(base);
    expect(fingerprintOf({ ids: [2, 1], months: 3 })).not.toBe(base);
  });

  it("drops undefined members as JSON does", () => {
    expect(fingerprintOf({ a: 1, b: undefined })).toBe(fingerprintOf({ a: 1 }));
    expect(canonicalJson(undefined)).toBe("null");
  });
});

describe("intentId", () => {
  it("differs per caller for one key (keys and callers hold no newline, the separator)", () => {
    expect(intentId("reseller:bob", "k-00000001")).not.toBe(intentId("reseller:ann", "k-00000001"));
    expect(intentId("reseller:bob", "k-00000001")).toMatch(/^[0-9a-f]{64}$/);
  });
});
