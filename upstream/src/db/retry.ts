// Retrying a transaction that PostgreSQL aborted only because of its timing with another one: a
// deadlock (40P01) or a serialization failure (40001). Such a transaction did nothing (it was
// rolled back whole) and would succeed if run again, so the request is not failed for it.
// The lock order in http/mutation.ts makes deadlocks between money transactions impossible by
// design; this is the safety net for the orders no rule can fix (e.g. an account deletion that
// returns credits to the parent while the parent credits that very account).

const TRANSIENT_CODES = new Set(["40P01", "40001"]);

/** The SQLSTATE of a driver error, also when Drizzle wraps it (DrizzleQueryError.cause). */
export function sqlState(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") return code;
  }
  return undefined;
}

export function isTransient(err: unknown): boolean {
  const code = sqlState(err);
  return code !== undefined && TRANSIENT_CODES.has(code);
}

export interface RetryOptions {
  /** Runs in all, the first included. Default 3. */
  attempts?: number;
  /** Base backoff in milliseconds; attempt n waits n × base plus up to base of jitter. Default 20. */
  baseDelayMs?: number;
}

/**
 * Runs `attempt` again, a bounded number of times with a short jittered pause, when it fails
 * with a deadlock or serialization failure; any other failure, or the last one, is thrown.
 * The jitter keeps the requests that just collided from colliding again in step.
 */
export async function retryTransient<T>(attempt: () => Promise<T>, { attempts = 3, baseDelayMs = 20 }: RetryOptions = {}): Promise<T> {
  for (let run = 1; ; run++) {
    try {
      return await attempt();
    } catch (err) {
      if (run >= attempts || !isTransient(err)) throw err;
      const pause = run * baseDelayMs + Math.random() * baseDelayMs;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}
