// The dashboard's client counts and users history read every client of the caller's subtree
// (a cost that grows with the clients), and every page of the
// panel asks for some of them. Their answers are remembered per subtree, question and day, with
// the subtree's version: its dealers and the `writes` value of each (migration 0010, changed by
// triggers in the transaction of every insert, update or delete of that dealer's clients). A
// question is answered from memory only while the version read now is the one it was answered
// under, so an answer is never older than the last committed write; reading the version costs
// one small query over the subtree's dealers, whatever the number of clients. Each instance
// keeps its own memory and all read the version from the one database, so several instances
// behind a balancer stay exact too.
import { eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/connect";
import { dealerClientCounts as kept } from "../db/schema";
import type { Actor } from "./roles";
import { descendantIds } from "./subtree";

/** Answers remembered at most (per route module); the oldest used goes first. */
const LIMIT = 2_000;

function dealersOf(scope: Actor): SQL | undefined {
  if (scope.role === "admin") return undefined;
  if (scope.role === "dealer") return eq(kept.dealerId, scope.id);
  return inArray(kept.dealerId, descendantIds(scope));
}

async function subtreeVersion(db: Db, scope: Actor): Promise<string> {
  const [row] = await db
    .select({ v: sql<string | null>`md5(string_agg(${kept.dealerId} || ':' || ${kept.writes}, ',' ORDER BY ${kept.dealerId}))` })
    .from(kept)
    .where(dealersOf(scope));
  return row?.v ?? "";
}

export interface StatsCache {
  /** `compute`'s answer for this scope, question and day, remembered while the subtree's clients stay unchanged. */
  answer<T>(db: Db, scope: Actor, question: string, today: string, compute: () => Promise<T>): Promise<T>;
  /** How many answers are remembered (for tests and the bench). */
  readonly size: number;
}

export function createStatsCache(limit = LIMIT): StatsCache {
  const answers = new Map<string, { version: string; value: unknown }>();
  return {
    async answer<T>(db: Db, scope: Actor, question: string, today: string, compute: () => Promise<T>): Promise<T> {
      const key = `${scope.id} ${question} ${today}`;
      // The version first, then the answer: an answer computed after a write never carries the
      // version from before it (the reverse order could keep an old answer under a new version).
      const version = await subtreeVersion(db, scope);
      const kept = answers.get(key);
      answers.delete(key);
      if (kept && kept.version === version) {
        answers.set(key, kept);
        return kept.value as T;
      }
      const value = await compute();
      answers.set(key, { version, value });
      if (answers.size > limit) answers.delete(answers.keys().next().value!);
      return value;
    },
    get size() {
      return answers.size;
    },
  };
}
