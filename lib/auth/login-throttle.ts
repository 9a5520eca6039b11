// Slows down password guessing: after MAX_FAILURES failed sign-ins from one address for one
// login name, further tries are refused until the window has passed. The address comes from
// X-Forwarded-For, which a client can forge, so a looser limit per login name alone (from any
// address) caps guessing all the same. In memory, so per instance; the upstream remains the
// authority on credentials.

const MAX_FAILURES = 5;
const MAX_FAILURES_ANY_ADDRESS = 20;
const WINDOW_MS = 15 * 60_000;
const ANY_ADDRESS = "*";
const MAX_TRACKED = 10_000;

type Entry = { failures: number; firstAt: number };
const entries = new Map<string, Entry>();

const keyOf = (ip: string, login: string) => `${ip}\u0000${login.trim().toLowerCase()}`;

function live(key: string, now: number): Entry | undefined {
  const entry = entries.get(key);
  if (entry && now - entry.firstAt >= WINDOW_MS) {
    entries.delete(key);
    return undefined;
  }
  return entry;
}

function waitFor(key: string, limit: number, now: number): number {
  const entry = live(key, now);
  return !entry || entry.failures < limit ? 0 : entry.firstAt + WINDOW_MS - now;
}

/** Milliseconds until this address may try this login again, or 0 when it may now. */
export function retryAfterMs(ip: string, login: string, now = Date.now()): number {
  return Math.max(waitFor(keyOf(ip, login), MAX_FAILURES, now), waitFor(keyOf(ANY_ADDRESS, login), MAX_FAILURES_ANY_ADDRESS, now));
}

export function recordFailure(ip: string, login: string, now = Date.now()): void {
  count(keyOf(ip, login), now);
  count(keyOf(ANY_ADDRESS, login), now);
}

function count(key: string, now: number): void {
  const entry = live(key, now);
  if (entry) {
    entry.failures += 1;
    return;
  }
  // Bound the memory an attacker can make us use: drop the oldest entry first.
  if (entries.size >= MAX_TRACKED) entries.delete(entries.keys().next().value as string);
  entries.set(key, { failures: 1, firstAt: now });
}

export function recordSuccess(ip: string, login: string): void {
  entries.delete(keyOf(ip, login));
  entries.delete(keyOf(ANY_ADDRESS, login));
}

export function throttleMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

/** Test hook: forget every recorded failure. */
export function resetLoginThrottle(): void {
  entries.clear();
}
