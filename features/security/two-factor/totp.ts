import "server-only";
import { generateSecret, generateURI, verify } from "otplib";

/** Seconds per code (RFC 6238's default, what every authenticator app uses). */
export const TOTP_PERIOD = 30;
/** A code of the step before or after the server's is still taken: a phone's clock may be off a little. */
const TOLERANCE_SECONDS = TOTP_PERIOD;

export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function totpUri(secret: string, issuer: string, label: string): string {
  return generateURI({ issuer, label, secret });
}

/**
 * The time step a code belongs to when it is right now, and newer than `afterStep` (the last one
 * accepted for this account: a code seen once is refused, RFC 6238 §5.2); null otherwise. The clock
 * is Date.now(), so tests move it with fake timers.
 */
export async function totpStep(secret: string, code: string, afterStep: number): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(Date.now() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    afterTimeStep: afterStep,
  }).catch(() => ({ valid: false as const }));
  return result.valid && "timeStep" in result ? result.timeStep : null;
}
