// The two input masks of the client forms (clients spec §2, §9). Kept apart from the
// components so the unit tests can run them through imask and check them against the schema.
import type { PatternMask } from "@/components/ui/masked-field";

/** Six hex pairs separated by colons, typed in any case and shown in upper case. */
export const MAC_MASK: PatternMask = {
  mask: "HH:HH:HH:HH:HH:HH",
  definitions: { H: /[0-9A-Fa-f]/ },
  prepareChar: (chars) => chars.toUpperCase(),
};

/** (ddd) ddd-dddd whose first digit is 1 to 9. */
export const PHONE_MASK: PatternMask = {
  mask: "(#00) 000-0000",
  definitions: { "#": /[1-9]/ },
};
