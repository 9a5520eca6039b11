// What a pasted MAC means in the MAC inputs: people paste a whole MAC
// ("00:1a:79:35:7f:a2", "00-1A-79-35-7F-A2", "001A79357FA2") or only its last three pairs.
// Keystrokes go through the input's mask; a paste is read here as a whole, so a full MAC in
// Delete MAC's fixed-prefix field searches that MAC, not its first three pairs after the prefix.
import { MAC_PREFIX } from "@/lib/schemas/mac";

const PREFIX_HEX = MAC_PREFIX.replace(/:/g, "");
const pairs = (hex: string) => hex.match(/../g)!.join(":");

export type MacPaste = { value: string } | { error: string } | null;

/**
 * The input's new value for a pasted text: for a fixed-prefix input the three pairs after the
 * prefix, else the whole MAC. Null when the text is not a MAC (the mask then takes it as typed).
 */
export function readPastedMac(text: string, fixedPrefix: boolean): MacPaste {
  const trimmed = text.trim();
  if (!/^[0-9A-Fa-f:.\- ]+$/.test(trimmed)) return null;
  const hex = trimmed.replace(/[^0-9A-Fa-f]/g, "").toUpperCase();
  if (hex.length === 12) {
    if (!fixedPrefix) return { value: pairs(hex) };
    if (hex.startsWith(PREFIX_HEX)) return { value: pairs(hex.slice(6)) };
    return { error: `Only MACs starting with ${MAC_PREFIX.slice(0, -1)} can be searched here` };
  }
  if (hex.length === 6) return { value: fixedPrefix ? pairs(hex) : pairs(PREFIX_HEX + hex) };
  return null;
}
