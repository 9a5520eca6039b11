import { IMask } from "react-imask";
import { describe, expect, it } from "vitest";
import { MAC_MASK } from "@/components/ui/masks";
import { CHECK_MAC_MASK, MAC_SUFFIX_MASK, withFixedPrefix } from "@/features/mac/components/masks";
import { readTypedMac } from "@/features/mac/model/typed";
import { MAC_LENGTH, MAC_PREFIX, MAC_TEXTS, macDeleteAnswerSchema, macSchema, macSearchAnswerSchema } from "@/lib/schemas/mac";

// Accounts spec §2.4, §2.6, §5, §8, §9: the MAC as typed, searched and answered.
const typed = (mask: typeof MAC_MASK, input: string) => {
  const model = IMask.createMask({ ...mask } as never) as unknown as { resolve(v: string): string; value: string };
  model.resolve(input);
  return model.value;
};

describe("the spec's words and limits", () => {
  it("are exact", () => {
    expect(MAC_TEXTS).toEqual({
      available: "Mac address is available",
      inUse: "Mac address is in use",
      format: "MAC address must be six hex pairs separated by colons",
    });
    expect(MAC_PREFIX).toBe("00:1A:79:");
    expect(MAC_LENGTH).toBe(17);
  });
});

describe("the MAC a BFF path takes", () => {
  it.each([
    ["upper case", "00:1A:79:AB:CD:EF", "00:1A:79:AB:CD:EF"],
    ["lower case, stored upper-case", "00:1a:79:ab:cd:ef", "00:1A:79:AB:CD:EF"],
    ["another prefix (Check MAC does not fix it)", "AA:BB:CC:DD:EE:FF", "AA:BB:CC:DD:EE:FF"],
  ])("accepts %s", (_what, mac, parsed) => {
    expect(macSchema.parse(mac)).toBe(parsed);
  });

  it.each([["00:1A:79"], ["00:1A:79:AB:CD"], ["00:1A:79:AB:CD:EG"], ["001A79ABCDEF"], ["00-1A-79-AB-CD-EF"], ["00:1A:79:AB:CD:EF:01"], [""]])(
    "refuses %j",
    (mac) => {
      expect(macSchema.safeParse(mac).error?.issues[0].message).toBe(MAC_TEXTS.format);
    },
  );
});

describe("Check MAC's input: prefilled with 00:1A:79:, editable", () => {
  it("keeps the prefix and completes at 17 characters", () => {
    expect(typed(MAC_MASK, MAC_PREFIX)).toBe("00:1A:79:");
    expect(typed(MAC_MASK, "00:1a:79:ab:cd:ef")).toHaveLength(MAC_LENGTH);
    expect(typed(MAC_MASK, "11:22:33:44:55:66")).toBe("11:22:33:44:55:66");
  });
});

describe("Delete MAC's input: the prefix fixed, the last three pairs typed", () => {
  it.each([
    ["three pairs, any case", "ab:cd:ef", "AB:CD:EF"],
    ["without colons", "ABCDEF", "AB:CD:EF"],
    ["more pairs: room for a whole MAC", "AB:CD:EF:12", "AB:CD:EF:12"],
    ["a whole MAC, no more", "00:1A:79:AB:CD:EF:12", "00:1A:79:AB:CD:EF"],
    ["a character that is not hex, dropped", "AZ", "A"],
    ["digits that are also the prefix's, kept as typed", "001A79", "00:1A:79"],
  ])("%s", (_what, input, value) => {
    expect(typed(MAC_SUFFIX_MASK, input)).toBe(value);
  });

  it("completes the MAC at 17 characters", () => {
    expect(withFixedPrefix("AB:CD:EF")).toBe("00:1A:79:AB:CD:EF");
    expect(withFixedPrefix("AB:CD:EF")).toHaveLength(MAC_LENGTH);
    expect(macSchema.parse(withFixedPrefix(typed(MAC_SUFFIX_MASK, "abcdef")))).toBe("00:1A:79:AB:CD:EF");
  });
});

// A barcode scanner types the whole MAC, colons or not, on top of what the field holds.
describe("a whole MAC typed or scanned", () => {
  const scanned = (mask: typeof MAC_MASK, fieldHolds: string, keys: string, fixedPrefix: boolean) => readTypedMac(typed(mask, fieldHolds + keys), fixedPrefix);

  it.each([
    ["without colons", "001a79357fa2"],
    ["with colons", "00:1A:79:35:7F:A2"],
  ])("Delete MAC searches it, %s, and keeps its last three pairs", (_what, keys) => {
    expect(scanned(MAC_SUFFIX_MASK, "", keys, true)).toEqual({ field: "35:7F:A2", mac: "00:1A:79:35:7F:A2" });
  });

  it("Delete MAC refuses a whole MAC with another prefix rather than searching part of it", () => {
    expect(scanned(MAC_SUFFIX_MASK, "", "AABBCCDDEEFF", true)).toEqual({ field: "AA:BB:CC:DD:EE:FF", mac: null, wrongPrefix: true });
  });

  it("Delete MAC still takes three pairs, even ones that look like the prefix", () => {
    expect(scanned(MAC_SUFFIX_MASK, "", "001A79", true)).toEqual({ field: "00:1A:79", mac: "00:1A:79:00:1A:79" });
    expect(scanned(MAC_SUFFIX_MASK, "", "001A7935", true).mac).toBeNull();
  });

  it.each([
    ["after the prefilled prefix", MAC_PREFIX, "001A79357FA2"],
    ["after the prefilled prefix, with colons", MAC_PREFIX, "00:1A:79:35:7F:A2"],
    ["over a selected field", "", "001A79357FA2"],
  ])("Check MAC searches it %s", (_what, holds, keys) => {
    expect(scanned(CHECK_MAC_MASK, holds, keys, false)).toEqual({ field: "00:1A:79:35:7F:A2", mac: "00:1A:79:35:7F:A2" });
  });

  it("Check MAC keeps a MAC with another prefix typed after the prefilled one", () => {
    expect(scanned(CHECK_MAC_MASK, MAC_PREFIX, "AABBCCDDEEFF", false)).toEqual({ field: "AA:BB:CC:DD:EE:FF", mac: "AA:BB:CC:DD:EE:FF" });
  });

  it("Check MAC searches nothing in between", () => {
    expect(scanned(CHECK_MAC_MASK, MAC_PREFIX, "AABBCCDD", false).mac).toBeNull();
  });
});

describe("the upstream's answers", () => {
  it("reads a search answer of each role, unknown fields tolerated", () => {
    expect(macSearchAnswerSchema.parse({ found: true, subMessage: "ACTIVE" })).toEqual({ found: true, subMessage: "ACTIVE" });
    expect(macSearchAnswerSchema.parse({ found: false, subMessage: "", name: null, mac: null, expiry: null, extra: 1 })).toMatchObject({
      found: false,
      name: null,
    });
  });

  it("reads the delete's answer for its name and MAC only: the status decides success", () => {
    expect(macDeleteAnswerSchema.parse({ name: "alice", mac: "00:1A:79:00:00:01" })).toEqual({ name: "alice", mac: "00:1A:79:00:00:01" });
    // Extra fields never reach the browser; a missing or mistyped one reads as absent.
    expect(macDeleteAnswerSchema.parse({ name: "alice", mac: "00:1A:79:00:00:01", token: "x" })).not.toHaveProperty("token");
    expect(macDeleteAnswerSchema.parse({ name: "alice" }).mac).toBeUndefined();
    expect(macDeleteAnswerSchema.parse({ name: 7 }).name).toBeUndefined();
  });
});
