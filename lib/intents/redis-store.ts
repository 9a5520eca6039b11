import "server-only";
import { log } from "@/lib/log";
import { randomUUID } from "node:crypto";
import type Redis from "ioredis";
import { firstAttemptDone } from "@/lib/store/redis";
import { IntentStoreUnavailable } from "./errors";
import { INTENT_TTL_MS, type IntentRecord, type IntentStore } from "./store";

// The store shared by every panel instance (REDIS_URL): one string key per intent,
// panel-intent:<id>, holding the record's JSON, claimed with SET NX EX 86400 so that exactly one
// instance sends. Any Redis error or timeout becomes IntentStoreUnavailable: without a record the
// BFF must not send (runOnce refuses before the upstream is called). Redis down refuses at once
// (no offline queue, lib/store/redis), after at most the first connection attempt.

export const INTENT_KEY_PREFIX = "panel-intent:";
const TTL_SECONDS = Math.ceil(INTENT_TTL_MS / 1000);
/** A backstop for a client built without commandTimeout (sharedRedis has 1 s). */
const DEADLINE_MS = 3_000;

// Deletes the key only while it still holds our claim: undoes a claim whose answer we never got.
const RELEASE_SCRIPT = `if redis.call("GET", KEYS[1]) == ARGV[1] then return redis.call("DEL", KEYS[1]) else return 0 end`;

type Stored = IntentRecord & { claim?: string };

export class RedisIntentStore implements IntentStore {
  constructor(private readonly redis: Redis) {}

  async claim(id: string, record: IntentRecord): Promise<IntentRecord | null> {
    const key = INTENT_KEY_PREFIX + id;
    // The random claim mark makes our value unique, so the release below can never drop another's claim.
    const value = JSON.stringify({ ...record, claim: randomUUID() } satisfies Stored);
    await firstAttemptDone(this.redis);
    // A record may expire or be removed between SET NX and GET: then claim again (twice at most).
    for (let attempt = 0; attempt < 3; attempt++) {
      let answer: string | null;
      try {
        answer = await this.run(this.redis.set(key, value, "EX", TTL_SECONDS, "NX"));
      } catch (error) {
        // The SET may still land (queued, or answered too late): take it back when Redis can.
        this.redis.eval(RELEASE_SCRIPT, 1, key, value).catch(() => undefined);
        throw error;
      }
      if (answer === "OK") return null;
      const found = await this.get(id);
      if (found) return found;
    }
    throw new IntentStoreUnavailable(new Error(`intent ${id} kept changing while being claimed`));
  }

  async get(id: string): Promise<IntentRecord | null> {
    await firstAttemptDone(this.redis);
    const value = await this.run(this.redis.get(INTENT_KEY_PREFIX + id));
    if (value === null) return null;
    try {
      const record = JSON.parse(value) as Stored;
      delete record.claim;
      return record;
    } catch (error) {
      // Not ours to guess at: refusing keeps the key locked rather than risking a second charge.
      throw new IntentStoreUnavailable(error);
    }
  }

  async replace(id: string, record: IntentRecord): Promise<boolean> {
    await firstAttemptDone(this.redis);
    // XX: only over a live record; KEEPTTL: it still expires 24 hours after its claim.
    return (await this.run(this.redis.set(INTENT_KEY_PREFIX + id, JSON.stringify(record), "KEEPTTL", "XX"))) === "OK";
  }

  async remove(id: string): Promise<void> {
    await firstAttemptDone(this.redis);
    await this.run(this.redis.del(INTENT_KEY_PREFIX + id));
  }

  /** The command's answer, or IntentStoreUnavailable on its error or after DEADLINE_MS. */
  private async run<T>(command: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`redis: no answer within ${DEADLINE_MS} ms`)), DEADLINE_MS);
    });
    try {
      return await Promise.race([command, deadline]);
    } catch (error) {
      log.error({ err: error instanceof Error ? error.message : String(error) }, "intents: redis failed, the call is refused");
      throw new IntentStoreUnavailable(error);
    } finally {
      clearTimeout(timer);
    }
  }
}
