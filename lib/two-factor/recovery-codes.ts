import "server-only";
import { createHash, randomInt } from "node:crypto";

export const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: a code copied from paper is read back right. 31 letters, 10 per code: 49 bits.
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** Ten new codes, as shown once: "xxxxx-xxxxx". */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const letters = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
    return `${letters.slice(0, 5)}-${letters.slice(5)}`;
  });
}

/** What is stored: the hash of the code as typed, without case, spaces or dashes. */
export function recoveryCodeHash(code: string): string {
  const normalized = code.toLowerCase().replace(/[\s-]/g, "");
  return createHash("sha256").update(`panel-recovery-code:${normalized}`).digest("hex");
}
