// Slows down and then stops password guessing (rate-limiter-flexible), counting failed sign-ins
//  - per (client address, login name): from the 3rd failure each try must wait 1, 2, 4 … 60 s;
//    the 10th within 15 minutes blocks that pair for 15 minutes;
//  - per client address, whatever the login: the 30th failure within 15 minutes blocks the address.
// Never per login name alone: nobody can lock a login (the admin's included) for everyone else.
// The address is the socket's, or what TRUSTED_PROXY_HOPS allows from X-Forwarded-For
// (client-address.ts). With REDIS_URL the counters live in Redis and every instance shares them;
// otherwise in memory. The upstream remains the authority on credentials.
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type Redis from "ioredis";
import { settledRedis } from "@/lib/store/redis";

export const THROTTLE = {
  slowAfter: 3,
  maxDelaySeconds: 60,
  pairFailures: 10,
  addressFailures: 30,
  windowSeconds: 15 * 60,
  blockSeconds: 15 * 60,
} as const;

type Limiters = { pair: RateLimiterAbstract; address: RateLimiterAbstract; delay: RateLimiterAbstract };

function makeLimiters(redis: Redis | null): Limiters {
  const make = (keyPrefix: string, points: number, duration: number, blockDuration = 0) => {
    const options = { keyPrefix: `panel-login:${keyPrefix}`, points, duration, blockDuration };
    const memory = new RateLimiterMemory(options);
    // A Redis outage falls back to this instance's memory rather than refusing every sign-in, at
    // once: not connected, the limiter does not even ask (the client would refuse at once too).
    return redis ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory, rejectIfRedisNotReady: true }) : memory;
  };
  return {
    pair: make("pair", THROTTLE.pairFailures - 1, THROTTLE.windowSeconds, THROTTLE.blockSeconds),
    address: make("address", THROTTLE.addressFailures - 1, THROTTLE.windowSeconds, THROTTLE.blockSeconds),
    // Holds only the slow-down's "not before" marks, set with block().
    delay: make("delay", 1, THROTTLE.maxDelaySeconds),
  };
}

let limiters: Promise<Limiters> | undefined;
const current = () => (limiters ??= settledRedis().then(makeLimiters));

const pairKey = (address: string, login: string) => `${address}|${login.trim().toLowerCase()}`;

/** Milliseconds left of a block, 0 when the key may try now. */
async function blockedFor(limiter: RateLimiterAbstract, key: string): Promise<number> {
  const res = await limiter.get(key).catch(() => null);
  return res && res.consumedPoints > limiter.points ? res.msBeforeNext : 0;
}

/** Milliseconds until this address may try this login again, or 0 when it may now. */
export async function retryAfterMs(address: string, login: string): Promise<number> {
  const { pair, address: byAddress, delay } = await current();
  const key = pairKey(address, login);
  const waits = await Promise.all([blockedFor(pair, key), blockedFor(byAddress, address), blockedFor(delay, key)]);
  return Math.max(...waits);
}

/** Counts a failed sign-in (wrong credentials) for the pair and the address. */
export async function recordFailure(address: string, login: string): Promise<void> {
  const { pair, address: byAddress, delay } = await current();
  const key = pairKey(address, login);
  const counted = (res: unknown) => (res instanceof RateLimiterRes ? res : null);
  const [pairRes] = await Promise.all([pair.consume(key).then(counted, counted), byAddress.consume(address).then(counted, counted)]);
  const failures = pairRes?.consumedPoints ?? 0;
  if (failures >= THROTTLE.slowAfter && failures < THROTTLE.pairFailures) {
    const seconds = Math.min(2 ** (failures - THROTTLE.slowAfter), THROTTLE.maxDelaySeconds);
    await delay.block(key, seconds).catch(() => undefined);
  }
}

/** A successful sign-in clears its pair's count and slow-down (the address's count stays). */
export async function recordSuccess(address: string, login: string): Promise<void> {
  const { pair, delay } = await current();
  const key = pairKey(address, login);
  await Promise.all([pair.delete(key).catch(() => false), delay.delete(key).catch(() => false)]);
}

export function throttleMessage(waitMs: number): string {
  if (waitMs < 60_000) {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    return `Too many failed sign-in attempts. Try again in ${seconds} second${seconds === 1 ? "" : "s"}.`;
  }
  const minutes = Math.ceil(waitMs / 60_000);
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

/** Test hook: forget every count (the next call builds fresh limiters, e.g. after REDIS_URL changed). */
export function resetLoginThrottle(): void {
  limiters = undefined;
}
