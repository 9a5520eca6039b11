// The 'Total Users History' chart: for each of the last 30 days, how many clients were active
// (created on or before that day and expiring on or after it) and how many of those were trials.
// One grouped scan gives each client's active span clipped to the window; a running sum over
// the span starts and ends then yields every day, so the cost does not grow with the window.
import { and, count, gte, lte, sql } from "drizzle-orm";
import type { Db } from "../db/connect";
import { clients } from "../db/schema";
import { addDays, lastDays } from "./dates";
import type { Actor } from "./roles";
import { clientInScope } from "./subtree";

export const HISTORY_DAYS = 30;

export interface UsersHistory {
  on_date: string[];
  clients: number[];
  trials: number[];
}

export async function usersHistory(db: Db, scope: Actor, today: string): Promise<UsersHistory> {
  const days = lastDays(today, HISTORY_DAYS);
  const first = days[0];
  const createdDay = sql`(${clients.created})::date`;
  const spans = await db
    .select({
      from: sql<string>`greatest(${createdDay}, ${first}::date)::text`,
      to: sql<string>`least(${clients.expiry}, ${today}::date)::text`,
      trial: clients.trial,
      n: count(),
    })
    .from(clients)
    .where(and(clientInScope(scope), lte(createdDay, today), gte(clients.expiry, first)))
    .groupBy(sql`1`, sql`2`, clients.trial);

  // Day-indexed deltas: +n where a span starts, -n the day after it ends.
  const index = new Map(days.map((d, i) => [d, i]));
  const clientDelta = new Array<number>(HISTORY_DAYS + 1).fill(0);
  const trialDelta = new Array<number>(HISTORY_DAYS + 1).fill(0);
  for (const span of spans) {
    const start = index.get(span.from);
    const end = index.get(addDays(span.to, 1)) ?? HISTORY_DAYS;
    if (start === undefined || span.from > span.to) continue;
    for (const delta of span.trial ? [clientDelta, trialDelta] : [clientDelta]) {
      delta[start] += span.n;
      delta[end] -= span.n;
    }
  }
  const running = (delta: number[]) => {
    let sum = 0;
    return days.map((_, i) => (sum += delta[i]));
  };
  return { on_date: days, clients: running(clientDelta), trials: running(trialDelta) };
}
