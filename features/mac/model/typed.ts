// What a typed MAC means in the MAC inputs. A barcode scanner types the whole MAC as fast key
// events, with or without colons, into whatever the field holds: after Check MAC's prefilled
// 00:1A:79: or into Delete MAC's field after its fixed prefix. The masks (features/mac/components/masks.ts)
// leave room for that whole MAC; this reads the result the way a paste is read (./paste.ts).
import { MAC_LENGTH, MAC_PREFIX } from "@/lib/schemas/mac";

/** Three hex pairs with their colons: the part after the prefix. */
const SUFFIX_LENGTH = 8;
/** The prefix typed again before a whole MAC: nine pairs. */
const PREFIX_AND_MAC_LENGTH = MAC_PREFIX.length + MAC_LENGTH;

export type TypedMac = {
  /** What the input should hold: a whole MAC typed after the prefix is cut back to what the field keeps. */
  field: string;
  /** The MAC a search would ask about, or null while it is incomplete or refused. */
  mac: string | null;
  /** Set when a whole MAC with another prefix was typed where the prefix is fixed. */
  wrongPrefix?: true;
};

/**
 * Reads the masked text of a MAC input. With a fixed prefix the field takes the last three pairs
 * or a whole MAC under that prefix (kept as its last three pairs); without, a whole MAC, or the
 * prefix followed by a whole MAC (as typed after the prefilled prefix), kept as that MAC.
 */
export function readTypedMac(masked: string, fixedPrefix: boolean): TypedMac {
  const value = masked.toUpperCase();
  if (fixedPrefix) {
    if (value.length === SUFFIX_LENGTH) return { field: value, mac: `${MAC_PREFIX}${value}` };
    if (value.length === MAC_LENGTH) {
      if (value.startsWith(MAC_PREFIX)) return { field: value.slice(MAC_PREFIX.length), mac: value };
      return { field: value, mac: null, wrongPrefix: true };
    }
    return { field: value, mac: null };
  }
  if (value.length === MAC_LENGTH) return { field: value, mac: value };
  if (value.length === PREFIX_AND_MAC_LENGTH && value.startsWith(MAC_PREFIX)) {
    const mac = value.slice(MAC_PREFIX.length);
    return { field: mac, mac };
  }
  return { field: value, mac: null };
}
