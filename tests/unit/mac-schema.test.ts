import { IMask } from "react-imask";
import { describe, expect, it } from "vitest";
import { MAC_MASK } from "@/components/clients/form/masks";
import { MAC_SUFFIX_MASK, withFixedPrefix } from "@/components/mac/masks";
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
    ["too many characters, cut", "AB:CD:EF:12", "AB:CD:EF"],
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

describe("the upstream's answers", () => {
  it("reads a search answer of each role, unknown fields tolerated", () => {
    expect(macSearchAnswerSchema.parse({ found: true, subMessage: "ACTIVE" })).toEqual({ found: true, subMessage: "ACTIVE" });
    expect(macSearchAnswerSchema.parse({ found: false, subMessage: "", name: null, mac: null, expiry: null, extra: 1 })).toMatchObject({
      found: false,
      name: null,
    });
  });

  it("reads the delete's answer for its name and MAC only: the status decides success (issue 19)", () => {
    expect(macDeleteAnswerSchema.parse({ name: "alice", mac: "00:1A:79:00:00:01" })).toEqual({ name: "alice", mac: "00:1A:79:00:00:01" });
    // Extra fields never reach the browser; a missing or mistyped one reads as absent.
    expect(macDeleteAnswerSchema.parse({ name: "alice", mac: "00:1A:79:00:00:01", token: "x" })).not.toHaveProperty("token");
    expect(macDeleteAnswerSchema.parse({ name: "alice" }).mac).toBeUndefined();
    expect(macDeleteAnswerSchema.parse({ name: 7 }).name).toBeUndefined();
  });
});
