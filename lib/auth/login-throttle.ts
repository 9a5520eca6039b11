// Slows down password guessing: after MAX_FAILURES failed sign-ins from one address for one
// login name, further tries are refused until the window has passed. In memory, so per instance;
// the upstream remains the authority on credentials.

const MAX_FAILURES = 5;
const WINDOW_MS = 15 * 60_000;
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

/** Milliseconds until this address may try this login again, or 0 when it may now. */
export function retryAfterMs(ip: string, login: string, now = Date.now()): number {
  const entry = live(keyOf(ip, login), now);
  if (!entry || entry.failures < MAX_FAILURES) return 0;
  return entry.firstAt + WINDOW_MS - now;
}

export function recordFailure(ip: string, login: string, now = Date.now()): void {
  const key = keyOf(ip, login);
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
}

export function throttleMessage(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

/** Test hook: forget every recorded failure. */
export function resetLoginThrottle(): void {
  entries.clear();
}
