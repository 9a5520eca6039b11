import "server-only";
import { createHash, createHmac } from "node:crypto";
import { createChallenge as createPowChallenge, randomInt, verifySolution, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { settings } from "@/lib/settings";
import { log } from "@/lib/log";
import { panelStore } from "@/lib/store";
import { purgeHourly } from "@/lib/store/purge";

// PBKDF2/SHA-256 is the widget's default, bundled algorithm. Deterministic mode (a secret counter
// drawn from [MIN, MAX]) bounds the work like v1's maxnumber: the browser must reach that counter.
// About 1,000 attempts x 1,000 iterations: a fraction of a second for a person's browser at sign-in
// (docs/performance.md), while a bot still pays for every login attempt.
const ALGORITHM = "PBKDF2/SHA-256";
const COST = 1_000;
const COUNTER_MIN = 500;
const COUNTER_MAX = 1_500;
export const CHALLENGE_TTL_MS = 5 * 60_000;
const MAX_PAYLOAD_CHARS = 4_096;

function getSecrets(): { challenge: string; key: string } {
  const { altchaHmacKey: explicit, sessionPassword: password } = settings();
  const sessionPassword = password?.trim();
  const base = explicit || (sessionPassword && createHash("sha256").update(`altcha-hmac-key:${sessionPassword}`).digest("hex"));
  if (!base) {
    throw new Error("ALTCHA needs a secret: set ALTCHA_HMAC_KEY (or SESSION_PASSWORD, from which one is derived).");
  }
  // A second secret signs the derived key, so verifying is one HMAC instead of re-running PBKDF2.
  const key = createHmac("sha256", base).update("altcha-key-signature").digest("hex");
  return { challenge: base, key };
}

/** A fresh signed challenge for the widget; `ttlMs` is there for tests. */
export async function createChallenge(ttlMs = CHALLENGE_TTL_MS): Promise<Challenge> {
  const { challenge, key } = getSecrets();
  return createPowChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(COUNTER_MAX, COUNTER_MIN),
    deriveKey,
    expiresAt: new Date(Date.now() + ttlMs),
    hmacSignatureSecret: challenge,
    hmacKeySignatureSecret: key,
  });
}

// Replay guard: a solved challenge may be spent once. The spent nonces live in the panel's store
// (table captcha_spent) until the challenge expires, so every instance sharing a PostgreSQL
// refuses a payload spent on any of them; the primary key makes the INSERT the atomic check. If
// the store fails, this process's memory guards alone until it is back (a sign-in is not held
// up by it, and the sign-in itself needs the store anyway).
const MAX_SPENT = 50_000;
const spent = new Map<string, number>(); // challenge nonce -> expiry (ms)
let nextSweep = 0;

function spendInMemory(nonce: string, expiresAtMs: number): boolean {
  const now = Date.now();
  if (now >= nextSweep || spent.size >= MAX_SPENT) {
    for (const [id, expiry] of spent) if (expiry <= now) spent.delete(id);
    nextSweep = now + 60_000;
  }
  // Full of live entries: refuse rather than forget one (forgetting would re-open its replay).
  if (spent.has(nonce) || spent.size >= MAX_SPENT) return false;
  spent.set(nonce, expiresAtMs);
  return true;
}

async function spend(nonce: string, expiresAtMs: number): Promise<boolean> {
  // Kept a second past the challenge's own expiry, as verifying allows for it.
  const keepUntil = Math.max(Date.now(), expiresAtMs) + 1_000;
  try {
    const store = await panelStore();
    purgeHourly("captcha_spent", () => store.query("DELETE FROM captcha_spent WHERE expires_at <= $1", [Date.now()]));
    // A row past its expiry is taken over: its challenge can no longer verify anyway.
    const rows = await store.query(
      `INSERT INTO captcha_spent AS s (nonce, expires_at) VALUES ($1, $2)
       ON CONFLICT (nonce) DO UPDATE SET expires_at = EXCLUDED.expires_at WHERE s.expires_at <= $3
       RETURNING 1`,
      [nonce, keepUntil, Date.now()],
    );
    return rows.length > 0;
  } catch (error) {
    // During the outage another instance could accept the same payload once more.
    log.warn({ err: error instanceof Error ? error.message : String(error) }, "captcha: the panel store failed, this instance's memory guards replays");
    return spendInMemory(nonce, keepUntil);
  }
}

type Payload = { challenge: Challenge; solution: { counter: number; derivedKey: string } };

function parsePayload(payload: string): Payload | null {
  if (!payload || payload.length > MAX_PAYLOAD_CHARS) return null;
  try {
    const data = JSON.parse(Buffer.from(payload, "base64").toString("utf8")) as Partial<Payload>;
    const params = data.challenge?.parameters;
    const solution = data.solution;
    if (!params || typeof params.nonce !== "string" || typeof params.expiresAt !== "number") return null;
    if (typeof data.challenge?.signature !== "string") return null;
    if (!solution || typeof solution.counter !== "number" || typeof solution.derivedKey !== "string") return null;
    return data as Payload;
  } catch {
    return null;
  }
}

/** True for a valid, unexpired, not yet spent ALTCHA payload (base64 JSON from the widget). */
export async function verifyCaptcha(payload: string): Promise<boolean> {
  const parsed = parsePayload(payload);
  if (!parsed) return false;
  const { challenge, key } = getSecrets();
  try {
    const result = await verifySolution({
      challenge: parsed.challenge,
      solution: parsed.solution,
      deriveKey,
      hmacSignatureSecret: challenge,
      hmacKeySignatureSecret: key,
    });
    if (!result.verified) return false;
  } catch {
    return false;
  }
  // Spend only after verifying, so junk payloads cannot fill the table. Atomic either way: one
  // INSERT in the store, a synchronous Map in memory.
  const { nonce, expiresAt } = parsed.challenge.parameters;
  return spend(nonce, (expiresAt ?? 0) * 1_000);
}
