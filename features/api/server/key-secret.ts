import "server-only";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

// An API key's secret: `rp_<prefix>_<secret>`, the prefix (public, in the store) finding the row
// and the sha256 of the whole key proving it. 32 random bytes need no slow hash: nobody can guess
// them, so a leaked hash gives nothing to try offline.

const KEY_SHAPE = /^rp_([A-Za-z0-9]{12})_([A-Za-z0-9_-]{43})$/;

export type NewSecret = { key: string; prefix: string; hash: string };

export const hashKey = (key: string) => createHash("sha256").update(key, "utf8").digest("hex");

export function newSecret(): NewSecret {
  const prefix = randomBytes(9).toString("base64url").replace(/[-_]/g, "x").slice(0, 12);
  const key = `rp_${prefix}_${randomBytes(32).toString("base64url")}`;
  return { key, prefix, hash: hashKey(key) };
}

/** The prefix of a well-formed key, or null for anything else (never looked up). */
export function prefixOf(key: string): string | null {
  return KEY_SHAPE.exec(key)?.[1] ?? null;
}

/** Compares in constant time: the hash of the key offered with the one stored. */
export function sameHash(key: string, stored: string): boolean {
  const offered = Buffer.from(hashKey(key), "hex");
  const expected = Buffer.from(stored, "hex");
  return offered.length === expected.length && timingSafeEqual(offered, expected);
}
