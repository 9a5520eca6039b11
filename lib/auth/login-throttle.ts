// Slows down and then stops password guessing (rate-limiter-flexible), counting sign-in attempts
//  - per (client address, login name): from the 3rd attempt each next one must wait 1, 2, 4 … 60 s;
//    at most 9 attempts within 15 minutes, the 10th blocks that pair for 15 minutes;
//  - per client address, whatever the login: at most 29 attempts within 15 minutes, the 30th
//    blocks the address for 15 minutes.
// Never per login name alone: nobody can lock a login (the admin's included) for everyone else.
//
// Each attempt is RESERVED before the upstream is called (reserveAttempt): it counts at once, as
// a failure, so attempts sent side by side (a parallel burst, or one spread over many logins)
// are counted before any answer comes back, and no more than the limits reach the upstream. The
// caller then settles it: a success clears the pair's count and slow-down and gives the address
// its attempt back; a failure stays counted; "cancelled" (the attempt never reached a verdict:
// upstream down, captcha refused) gives the attempt back. The slow-down's "not before" mark is
// taken with an atomic consume, so of attempts racing past the 3rd only one gets through.
// The second factor's failures are reserved and settled the same way (features/security/two-factor).
//
// The address is the socket's, or what TRUSTED_PROXY_HOPS allows from X-Forwarded-For
// (client-address.ts). The counters live in the panel's store (table login_throttle), so every
// instance sharing a PostgreSQL shares them; if the store fails, this instance's memory counts
// until it is back, rather than refusing every sign-in. The upstream remains the authority on
// credentials.
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { panelStore } from "@/lib/store";

export const THROTTLE = {
  slowAfter: 3,
  maxDelaySeconds: 60,
  pairFailures: 10,
  addressFailures: 30,
  windowSeconds: 15 * 60,
  blockSeconds: 15 * 60,
} as const;

type Limiters = { pair: RateLimiterAbstract; address: RateLimiterAbstract; delay: RateLimiterAbstract };

/**
 * RateLimiterPostgres asks its client for query({ name, text, values }) and reads rows and rowCount,
 * as node-postgres answers; the panel's store is PGlite or a pg pool behind one query(sql, params)
 * that answers rows. rowCount counts the rows returned: right for the upsert and the read, which
 * return theirs; the limiter's delete() (whose answer nothing here reads) then says false.
 */
const storeClient = {
  async query({ text, values }: { text: string; values?: unknown[] }) {
    const rows = await (await panelStore()).query(text, values);
    return { rows, rowCount: rows.length };
  },
};

function makeLimiters(): Limiters {
  const make = (keyPrefix: string, points: number, duration: number, blockDuration = 0) => {
    const options = { keyPrefix: `panel-login:${keyPrefix}`, points, duration, blockDuration };
    return new RateLimiterPostgres({
      ...options,
      storeClient,
      storeType: "pool",
      // Made by migration 700; the three limiters' keys carry their prefix, so they share it.
      tableName: "login_throttle",
      tableCreated: true,
      // The limiter's own purge of rows an hour past expiry: one of the three runs it for the table.
      clearExpiredByTimeout: keyPrefix === "pair",
      insuranceLimiter: new RateLimiterMemory(options),
    });
  };
  return {
    pair: make("pair", THROTTLE.pairFailures - 1, THROTTLE.windowSeconds, THROTTLE.blockSeconds),
    address: make("address", THROTTLE.addressFailures - 1, THROTTLE.windowSeconds, THROTTLE.blockSeconds),
    // The slow-down's "not before" marks: one point, held for the mark's duration.
    delay: make("delay", 1, THROTTLE.maxDelaySeconds),
  };
}

let limiters: Limiters | undefined;
const current = () => (limiters ??= makeLimiters());

const pairKey = (address: string, login: string) => `${address}|${login.trim().toLowerCase()}`;
const counted = (res: unknown) => (res instanceof RateLimiterRes ? res : null);

/** Milliseconds left of a block (more points taken than allowed), 0 when the key may try now. */
async function blockedFor(limiter: RateLimiterAbstract, key: string): Promise<number> {
  const res = await limiter.get(key).catch(() => null);
  return res && res.consumedPoints > limiter.points ? res.msBeforeNext : 0;
}

/** Milliseconds left of the slow-down's mark, 0 when there is none. */
async function markedFor(delay: RateLimiterAbstract, key: string): Promise<number> {
  const res = await delay.get(key).catch(() => null);
  return res && res.consumedPoints > 0 ? res.msBeforeNext : 0;
}

/** Milliseconds until this address may try this login again, or 0 when it may now. Counts nothing. */
export async function retryAfterMs(address: string, login: string): Promise<number> {
  const { pair, address: byAddress, delay } = current();
  const key = pairKey(address, login);
  const waits = await Promise.all([blockedFor(pair, key), blockedFor(byAddress, address), markedFor(delay, key)]);
  return Math.max(...waits);
}

export type Outcome = "success" | "failure" | "cancelled";
export type Reservation = { ok: true; settle(outcome: Outcome): Promise<void> } | { ok: false; retryAfterMs: number };

/**
 * Reserves one sign-in attempt (or second-factor try) for this address and login before the
 * upstream is asked. `ok: false` says how long to wait; nothing may be sent then. `ok: true`
 * must be settled once the verdict is known.
 */
export async function reserveAttempt(address: string, login: string): Promise<Reservation> {
  // A try while blocked or slowed down is refused without counting (a person clicking again too
  // soon does not use up attempts).
  const wait = await retryAfterMs(address, login);
  if (wait > 0) return { ok: false, retryAfterMs: wait };

  const { pair, address: byAddress, delay } = current();
  const key = pairKey(address, login);
  const [pairRes, addressRes] = await Promise.all([
    pair.consume(key).then(
      (res) => ({ ok: true, res: counted(res) }),
      (res: unknown) => ({ ok: false, res: counted(res) }),
    ),
    byAddress.consume(address).then(
      (res) => ({ ok: true, res: counted(res) }),
      (res: unknown) => ({ ok: false, res: counted(res) }),
    ),
  ]);
  // A refused consume (past the limit, now blocked) is left counted: only a burst gets here, as
  // the check above refuses sequential tries.
  if (!pairRes.ok || !addressRes.ok) return { ok: false, retryAfterMs: Math.max(pairRes.res?.msBeforeNext ?? 0, addressRes.res?.msBeforeNext ?? 0, 1000) };

  const attempt = pairRes.res?.consumedPoints ?? 1;
  if (attempt >= THROTTLE.slowAfter) {
    // From the 3rd attempt on, each sets the mark the next one must wait out; of attempts racing
    // here only the first finds no mark (an atomic consume of the mark's single point).
    const seconds = Math.min(2 ** (attempt - THROTTLE.slowAfter), THROTTLE.maxDelaySeconds);
    const marked = await delay.consume(key, 1, { customDuration: seconds }).then(
      () => null,
      (res: unknown) => counted(res),
    );
    if (marked) return { ok: false, retryAfterMs: Math.max(marked.msBeforeNext, 1000) };
  }

  let settled = false;
  return {
    ok: true,
    async settle(outcome) {
      if (settled) return;
      settled = true;
      if (outcome === "failure") return;
      if (outcome === "success") {
        // A success clears its pair's count and slow-down; the address gets this attempt back.
        await Promise.all([pair.delete(key).catch(() => false), delay.delete(key).catch(() => false), giveBack(byAddress, address)]);
        return;
      }
      await Promise.all([giveBack(pair, key), giveBack(byAddress, address)]);
    },
  };
}

/** Gives one attempt back, unless the key is blocked meanwhile (a block is never lifted early). */
async function giveBack(limiter: RateLimiterAbstract, key: string): Promise<void> {
  if ((await blockedFor(limiter, key)) > 0) return;
  await limiter.reward(key, 1).catch(() => undefined);
}

export function throttleMessage(waitMs: number): string {
  if (waitMs < 60_000) {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    return `Too many failed sign-in attempts. Try again in ${seconds} second${seconds === 1 ? "" : "s"}.`;
  }
  const minutes = Math.ceil(waitMs / 60_000);
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

/** Test hook: forget the limiters and what the insurance counted in memory (the store's rows stay: another instance sees them). */
export function resetLoginThrottle(): void {
  limiters = undefined;
}
