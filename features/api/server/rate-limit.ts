import "server-only";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { settings } from "@/lib/settings";
import { panelStore } from "@/lib/store";

// Each API key may make API_RATE_LIMIT_PER_MINUTE calls (default 120) in a fixed minute window.
// On PostgreSQL, shared by every instance, the count is kept in the panel's store (table
// api_rate_limit), so every instance shares it; when the store fails, this instance's memory
// counts until it is back. The embedded store serves one instance (lib/store/folder-lock.ts), so
// there its memory is the whole count, without a statement on every call's path. Answers carry
// the IETF RateLimit and RateLimit-Policy fields; a refused call also Retry-After.

const WINDOW_SECONDS = 60;

const perMinute = () => settings().apiRateLimitPerMinute;

const storeClient = {
  async query({ text, values }: { text: string; values?: unknown[] }) {
    const rows = await (await panelStore()).query(text, values);
    return { rows, rowCount: rows.length };
  },
};

let limiter: { points: number; embedded: boolean; limiter: RateLimiterAbstract } | undefined;

async function current(): Promise<RateLimiterAbstract> {
  const points = perMinute();
  const embedded = (await panelStore()).kind === "embedded";
  if (limiter?.points !== points || limiter.embedded !== embedded) {
    const options = { keyPrefix: "api-key", points, duration: WINDOW_SECONDS };
    limiter = {
      points,
      embedded,
      limiter: embedded
        ? new RateLimiterMemory(options)
        : new RateLimiterPostgres({
            ...options,
            storeClient,
            storeType: "pool",
            tableName: "api_rate_limit",
            tableCreated: true,
            clearExpiredByTimeout: true,
            insuranceLimiter: new RateLimiterMemory(options),
          }),
    };
  }
  return limiter.limiter;
}

export type RateState = { allowed: boolean; limit: number; remaining: number; resetSeconds: number };

/** Counts one call of the key. */
export async function consumeCall(keyId: string): Promise<RateState> {
  const limit = perMinute();
  let res: RateLimiterRes;
  let allowed = true;
  try {
    res = await (await current()).consume(keyId, 1);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    res = error;
    allowed = false;
  }
  return { allowed, limit, remaining: Math.max(0, res.remainingPoints), resetSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) };
}

/** The RateLimit fields of an answer (and Retry-After when refused). */
export function rateHeaders(state: RateState): Record<string, string> {
  return {
    "ratelimit-policy": `"per-key";q=${state.limit};w=${WINDOW_SECONDS}`,
    ratelimit: `"per-key";r=${state.remaining};t=${state.resetSeconds}`,
    ...(state.allowed ? {} : { "retry-after": String(state.resetSeconds) }),
  };
}
