// The MAC inputs' masks (accounts spec §2.4, §2.6). Both leave room for a whole MAC typed or
// scanned on top of what the field already holds; features/mac/model/typed.ts reads what was typed.
import { MAC_MASK } from "@/components/ui/masks";
import type { PatternMask } from "@/components/ui/masked-field";
import { MAC_PREFIX } from "@/lib/schemas/mac";

/** Delete MAC, after the fixed prefix 00:1A:79:: its last three pairs, or a whole MAC under that prefix. */
export const MAC_SUFFIX_MASK: PatternMask = { ...MAC_MASK, mask: "HH:HH:HH:HH:HH:HH" };

/** Check MAC, prefilled with 00:1A:79:: a whole MAC, or one typed after that prefix (nine pairs). */
export const CHECK_MAC_MASK: PatternMask = { ...MAC_MASK, mask: "HH:HH:HH:HH:HH:HH:HH:HH:HH" };

/** The whole MAC from what was typed after the fixed prefix. */
export const withFixedPrefix = (suffix: string) => `${MAC_PREFIX}${suffix}`;
