// Every POST that changes data runs through here: one transaction for the work, its ledger rows
// and the Idempotency-Key record, so a retried request either replays the first answer or runs
// as if it were the first. Failures roll everything back, the key included, so a retry after a
// failure is judged afresh.
import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import type { Db } from "../db/connect";
import { retryTransient } from "../db/retry";
import { idempotencyKeys } from "../db/schema";
import { lockOwnAccount } from "../rules/credits";
import type { Deps, Env } from "./context";
import { HttpError } from "./errors";

const MAX_KEY_LENGTH = 200;

function fingerprint(c: Context<Env>): string {
  // The token is left out: a retry after signing in again is still the same request.
  const rest = { ...c.var.body };
  delete rest.token;
  return createHash("sha256")
    .update(`${c.req.method} ${c.req.path} ${JSON.stringify(rest)}`)
    .digest("hex");
}

/**
 * Runs `work` in a transaction and answers 200 with its result. Inside `work`, use only `tx`:
 * PGlite has one connection, so a query on the outer handle would wait for this very transaction.
 */
export async function mutation(c: Context<Env>, deps: Deps, work: (tx: Db) => Promise<unknown>): Promise<Response> {
  const key = c.req.header("Idempotency-Key");
  if (key !== undefined && (key === "" || key.length > MAX_KEY_LENGTH)) {
    throw new HttpError(400, `Idempotency-Key must be 1 to ${MAX_KEY_LENGTH} characters`);
  }
  // A deadlock or serialization failure rolled everything back: the whole transaction runs again
  // (a few times at most), so `work` must keep its side effects inside `tx`.
  const outcome = await retryTransient(() => deps.db.transaction((tx) => runOnce(tx, c, key, work)));
  if (outcome.replayed) c.header("Idempotent-Replayed", "true");
  return c.body(outcome.text, 200, { "Content-Type": "application/json" });
}

/** One run of the request's transaction: lock, claim the key (or replay its answer), work. */
async function runOnce(tx: Db, c: Context<Env>, key: string | undefined, work: (tx: Db) => Promise<unknown>): Promise<{ replayed: boolean; text: string }> {
  const actor = c.var.actor;
  // The actor's account row first, before anything that locks it or that it could wait for
  // (see lockOwnAccount): one lock order for every write of this account.
  await lockOwnAccount(tx, actor);
  if (key === undefined) return { replayed: false, text: JSON.stringify(await work(tx)) };
  const print = fingerprint(c);
  const thisKey = and(eq(idempotencyKeys.accountId, actor.id), eq(idempotencyKeys.key, key));
  // On PostgreSQL a concurrent request with the same key blocks here until the first commits.
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ accountId: actor.id, key, fingerprint: print })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) {
    const [prior] = await tx.select().from(idempotencyKeys).where(thisKey);
    if (prior.fingerprint !== print) {
      throw new HttpError(422, "This Idempotency-Key was already used for a different request");
    }
    return { replayed: true, text: prior.body ?? "{}" };
  }
  const text = JSON.stringify(await work(tx));
  await tx.update(idempotencyKeys).set({ status: 200, body: text }).where(thisKey);
  return { replayed: false, text };
}
