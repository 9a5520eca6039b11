// Renew and retrieve: months bought or handed back, one credit each, paid to or by the acting
// account. The client's row lock serialises concurrent changes to the same expiry; the time is
// read after every lock, so the ledger lists concurrent actions in the order they happened.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { clients, ledger, type AuditChange } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { monthsLabel, record, refund, spend } from "../credits";
import { addMonths, dayOf, maxDay, type Clock } from "../dates";
import { audit, change } from "../audit/record";
import type { Actor } from "../roles";
import { findClient } from "./view";

/** expiry = max(expiry, today) + months; a renewed trial becomes a paid subscription. */
export async function renewClient(tx: Db, actor: Actor, name: string, months: number, clock: Clock) {
  const client = await findClient(tx, actor, name, { lock: true });
  await spend(tx, actor, months);
  const now = clock();
  const expiry = addMonths(maxDay(client.expiry, dayOf(now)), months);
  await tx.update(clients).set({ expiry, trial: false, lastUpdated: now }).where(eq(clients.id, client.id));
  await record(tx, actor.id, { type: "RENEW", login: name, clientId: client.id, credits: months, expiry, description: monthsLabel(months), created: now });
  await audit(tx, actor, now, { action: "client.renew", target: name, changes: renewChanges(client, expiry, months) });
  return { name, months, expiry };
}

/** What a renew changes, for the audit log: the expiry, the months bought, a trial ending. */
export function renewChanges(client: { expiry: string; trial: boolean }, expiry: string, months: number): AuditChange[] {
  const changes = [change("expiry", client.expiry, expiry), change("months", null, months)];
  if (client.trial) changes.push(change("trial", true, false));
  return changes;
}

/** How many whole months can come back before the expiry would fall before today. */
export function retrievableMonths(expiry: string, today: string): number {
  let months = 0;
  while (months < 12 && addMonths(expiry, -(months + 1)) >= today) months++;
  return months;
}

/**
 * Months this account bought for this client and has not taken back yet. Only those can come
 * back to it: otherwise a dealer could retrieve months the (free) admin or its manager paid
 * for, and mint or move credits past the ledger.
 */
async function unretrievedPaidMonths(tx: Db, accountId: number, clientId: number): Promise<number> {
  const [row] = await tx
    .select({
      months: sql<number>`coalesce(sum(case when ${ledger.type} = 'RETRIEVED' then -${ledger.credits} else ${ledger.credits} end), 0)`.mapWith(Number),
    })
    .from(ledger)
    .where(and(eq(ledger.accountId, accountId), eq(ledger.clientId, clientId), inArray(ledger.type, ["NEW CLIENT", "RENEW", "RETRIEVED"])));
  return Math.max(0, row?.months ?? 0);
}

function retrieveRefusal(name: string, byTime: number, available: number): string {
  if (byTime === 0) return `${name} has no whole month left to retrieve`;
  if (available === 0) return `You have no paid months left to retrieve from ${name}`;
  return `Only ${available} month(s) can be retrieved from ${name}`;
}

/**
 * Moves the expiry back by `months` and refunds one credit per month. Only months that are
 * still ahead can come back: refunding more than the remaining time would mint credits, so
 * such a request is refused (422) rather than clamped. A non-admin account also gets back at
 * most the months it paid for itself; the admin's refunds go to an unlimited balance.
 */
export async function retrieveFromClient(tx: Db, actor: Actor, name: string, months: number, clock: Clock) {
  const client = await findClient(tx, actor, name, { lock: true });
  const byTime = retrievableMonths(client.expiry, dayOf(clock()));
  const available = actor.role === "admin" ? byTime : Math.min(byTime, await unretrievedPaidMonths(tx, actor.id, client.id));
  if (months > available) throw new HttpError(422, retrieveRefusal(name, byTime, available));
  const expiry = addMonths(client.expiry, -months);
  await refund(tx, actor, months);
  const now = clock();
  await tx.update(clients).set({ expiry, lastUpdated: now }).where(eq(clients.id, client.id));
  await record(tx, actor.id, { type: "RETRIEVED", login: name, clientId: client.id, credits: months, expiry, description: monthsLabel(months), created: now });
  await audit(tx, actor, now, { action: "client.retrieve", target: name, changes: [change("expiry", client.expiry, expiry), change("months", null, months)] });
  return { name, months, expiry };
}
