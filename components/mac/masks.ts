// Delete MAC's input (accounts spec §2.6): the prefix 00:1A:79: is fixed, shown before the input
// and never typed, so only the last three pairs are.
import { MAC_MASK } from "@/components/clients/form/masks";
import type { PatternMask } from "@/components/ui/masked-field";
import { MAC_PREFIX } from "@/lib/schemas/mac";

/** The three hex pairs after the fixed prefix. */
export const MAC_SUFFIX_MASK: PatternMask = { ...MAC_MASK, mask: "HH:HH:HH" };

/** The whole MAC from what was typed after the fixed prefix. */
export const withFixedPrefix = (suffix: string) => `${MAC_PREFIX}${suffix}`;
