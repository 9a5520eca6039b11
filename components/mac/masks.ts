// Delete MAC's input (accounts spec §2.6): the prefix 00:1A:79: is part of the mask and cannot be
// edited, so only the last three pairs are typed. imask reads "0" as "any digit", hence the escapes.
import { MAC_MASK } from "@/components/clients/form/masks";
import type { PatternMask } from "@/components/ui/masked-field";
import { MAC_PREFIX } from "@/lib/schemas/mac";

const fixed = MAC_PREFIX.replace(/[0a*H]/g, (char) => `\\${char}`);

/** `{…}` keeps the fixed prefix in the value, so the field reads 00:1A:79: before anything is typed. */
export const FIXED_PREFIX_MAC_MASK: PatternMask = { ...MAC_MASK, mask: `{${fixed}}HH:HH:HH` };
