import "server-only";
import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

export const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: a code copied from paper is read back right. 31 letters, 10 per code: 49 bits.
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";
const SALTED = "s1";

/** Ten new codes, as shown once: "xxxxx-xxxxx". */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const letters = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
    return `${letters.slice(0, 5)}-${letters.slice(5)}`;
  });
}

/** The code as typed, without case, spaces or dashes. */
const normalized = (code: string) => code.toLowerCase().replace(/[\s-]/g, "");

const digest = (salt: string, code: string) =>
  createHash("sha256")
    .update(`panel-recovery-code:${salt}:${normalized(code)}`)
    .digest("hex");

/**
 * What is stored: "s1$<salt>$<hash>", a SHA-256 of the code with a random salt of its own, so
 * one table of precomputed hashes serves no two codes.
 */
export function recoveryCodeHash(code: string): string {
  const salt = randomBytes(16).toString("base64url");
  return `${SALTED}$${salt}$${digest(salt, code)}`;
}

/** The unsalted hash the panel stored before salting; such rows still count until the codes are replaced. */
export function legacyRecoveryCodeHash(code: string): string {
  return createHash("sha256")
    .update(`panel-recovery-code:${normalized(code)}`)
    .digest("hex");
}

/** Does this stored hash (salted, or the older unsalted form) belong to this code? */
export function recoveryCodeMatches(stored: string, code: string): boolean {
  const [kind, salt, hash] = stored.split("$");
  const [expected, actual] = kind === SALTED && salt && hash ? [hash, digest(salt, code)] : [stored, legacyRecoveryCodeHash(code)];
  return expected.length === actual.length && timingSafeEqual(Buffer.from(expected), Buffer.from(actual));
}
