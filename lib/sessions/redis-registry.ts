import "server-only";
import type Redis from "ioredis";
import { firstAttemptDone } from "@/lib/store/redis";
import type { AccountRef, SessionRecord, SessionRegistry } from "./record";

// The registry in Redis (REDIS_URL), shared by every instance:
//   panel-session:<id>                 the record as JSON, expiring with the session (PX);
//   panel-sessions:<role>:<account>    a set of the account's ids, expiring with its latest session.
// An id in the set whose record is gone (expired, ended) is dropped when the list is read.
// Each call first waits out the client's first connection attempt after start (at once after
// that), or a request right after the start would find a healthy Redis not yet connected.

const recordKey = (id: string) => `panel-session:${id}`;
const accountKey = (owner: AccountRef) => `panel-sessions:${owner.role}:${owner.account}`;

function parse(text: string | null): SessionRecord | null {
  if (!text) return null;
  try {
    const record = JSON.parse(text) as SessionRecord;
    return typeof record.id === "string" && typeof record.expiresAt === "number" ? record : null;
  } catch {
    return null;
  }
}

export class RedisSessionRegistry implements SessionRegistry {
  readonly recheckMs = 0;
  constructor(private readonly redis: Redis) {}

  async add(record: SessionRecord): Promise<void> {
    await firstAttemptDone(this.redis);
    const ttl = Math.max(1, record.expiresAt - Date.now());
    const set = accountKey(record);
    await this.redis
      .multi()
      .set(recordKey(record.id), JSON.stringify(record), "PX", ttl)
      .sadd(set, record.id)
      // The set lives as long as its latest session (GT: never shortened by an older one).
      .pexpire(set, ttl, "GT")
      .pexpire(set, ttl, "NX")
      .exec()
      .then(failed);
  }

  async get(id: string): Promise<SessionRecord | null> {
    await firstAttemptDone(this.redis);
    const record = parse(await this.redis.get(recordKey(id)));
    return record && record.expiresAt > Date.now() ? record : null;
  }

  async touch(id: string, lastUsedAt: number): Promise<void> {
    const record = await this.get(id);
    if (!record || record.lastUsedAt >= lastUsedAt) return;
    // XX: only while the record still exists, so a session ended meanwhile stays ended.
    await this.redis.set(recordKey(id), JSON.stringify({ ...record, lastUsedAt }), "KEEPTTL", "XX");
  }

  async list(owner: AccountRef): Promise<SessionRecord[]> {
    await firstAttemptDone(this.redis);
    const ids = await this.redis.smembers(accountKey(owner));
    if (ids.length === 0) return [];
    const texts = await this.redis.mget(ids.map(recordKey));
    const now = Date.now();
    const records: SessionRecord[] = [];
    const gone: string[] = [];
    ids.forEach((id, index) => {
      const record = parse(texts[index]);
      if (record && record.expiresAt > now && record.account === owner.account && record.role === owner.role) records.push(record);
      else gone.push(id);
    });
    if (gone.length > 0) await this.redis.srem(accountKey(owner), ...gone);
    return records.sort((a, b) => b.startedAt - a.startedAt || a.id.localeCompare(b.id));
  }

  async remove(owner: AccountRef, ids: string[]): Promise<string[]> {
    const mine = new Set((await this.list(owner)).map((record) => record.id));
    const ended = ids.filter((id) => mine.has(id));
    if (ended.length === 0) return [];
    await this.redis
      .multi()
      .del(...ended.map(recordKey))
      .srem(accountKey(owner), ...ended)
      .exec()
      .then(failed);
    return ended;
  }
}

/** A MULTI answers each command's error in its results instead of rejecting. */
function failed(results: [Error | null, unknown][] | null): void {
  const error = results?.find(([err]) => err)?.[0];
  if (error) throw error;
}
