import "server-only";
import Redis from "ioredis";
import { settings } from "@/lib/settings";

// One Redis connection per server process when REDIS_URL is set: the sign-in throttle and the
// captcha replay guard live there, so every instance of the panel shares them. Unset, both stay
// in this process's memory (one instance).

const globalStore = globalThis as { panelRedis?: Redis | null };

export function sharedRedis(): Redis | null {
  if (globalStore.panelRedis !== undefined) return globalStore.panelRedis;
  const url = settings().redisUrl;
  if (!url) return (globalStore.panelRedis = null);
  const client = new Redis(url, {
    // Fail fast rather than hold a sign-in: the callers fall back to memory on an error.
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    enableOfflineQueue: true,
  });
  client.on("error", (error: Error) => console.error(`redis: ${error.message}`));
  return (globalStore.panelRedis = client);
}
