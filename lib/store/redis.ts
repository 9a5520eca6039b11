import "server-only";
import Redis, { type RedisOptions } from "ioredis";
import { log } from "@/lib/log";
import { settings } from "@/lib/settings";

// One Redis connection per server process when REDIS_URL is set: the session registry lives there
// (lib/sessions/current.ts), so every instance shares it. The sign-in throttle, the captcha replay
// guard and the spend intents live in the panel's store (lib/store), whatever REDIS_URL says.
//
// A command fails at once while the connection is not up (no offline queue). Only the first
// connection attempt after start is waited for, at most CONNECT_TIMEOUT_MS, so a healthy Redis is
// not mistaken for a dead one while it is still connecting.

export const CONNECT_TIMEOUT_MS = 500;

/** The panel's client options (the Redis tests use the same). */
export const REDIS_OPTIONS: RedisOptions = {
  maxRetriesPerRequest: 1,
  connectTimeout: CONNECT_TIMEOUT_MS,
  commandTimeout: 1_000,
  enableOfflineQueue: false,
};

const globalStore = globalThis as { panelRedis?: Redis | null };

export function sharedRedis(): Redis | null {
  if (globalStore.panelRedis !== undefined) return globalStore.panelRedis;
  const url = settings().redisUrl;
  if (!url) return (globalStore.panelRedis = null);
  const client = new Redis(url, REDIS_OPTIONS);
  reportOutages(client);
  void firstAttemptDone(client);
  return (globalStore.panelRedis = client);
}

/**
 * One warning when Redis cannot be reached (ioredis reports every reconnect attempt) or does not
 * get ready in time (a host that accepts and never answers raises no error), one line when it is
 * back: the log says when the registry was out of reach.
 */
function reportOutages(client: Redis): void {
  let down = false;
  const warn = (why: string) => {
    if (down) return;
    down = true;
    log.warn({ err: why }, "redis unreachable: the session registry cannot be read or written until it is back");
  };
  client.on("error", (error: Error) => warn(error.message));
  setTimeout(() => {
    if (client.status !== "ready") warn(`not ready ${CONNECT_TIMEOUT_MS} ms after connecting began`);
  }, CONNECT_TIMEOUT_MS + 100).unref();
  client.on("ready", () => {
    if (!down) return;
    down = false;
    log.info("redis is back: the session registry is shared again");
  });
}

const attempts = new WeakMap<Redis, Promise<void>>();

/**
 * Resolves when `client` is ready or its first connection attempt has failed (at most about
 * CONNECT_TIMEOUT_MS); at once afterwards, whatever the state: a command then either runs or
 * fails at once.
 */
export function firstAttemptDone(client: Redis): Promise<void> {
  let attempt = attempts.get(client);
  if (attempt) return attempt;
  const connecting = client.status === "wait" || client.status === "connecting" || client.status === "connect";
  attempt = connecting
    ? new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          for (const event of ["ready", "error", "close", "end"]) client.off(event, done);
          resolve();
        };
        const timer = setTimeout(done, CONNECT_TIMEOUT_MS + 100);
        for (const event of ["ready", "error", "close", "end"]) client.once(event, done);
      })
    : Promise.resolve();
  attempts.set(client, attempt);
  return attempt;
}

/** The shared client once its first connection attempt is over, or null without REDIS_URL. */
export async function settledRedis(): Promise<Redis | null> {
  const client = sharedRedis();
  if (client) await firstAttemptDone(client);
  return client;
}

/** Test hook: drop the shared client (the next call builds one from REDIS_URL again). */
export function resetSharedRedisForTests(): void {
  globalStore.panelRedis?.disconnect();
  globalStore.panelRedis = undefined;
}
