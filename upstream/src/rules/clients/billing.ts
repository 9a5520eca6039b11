// Renew and retrieve: months bought or handed back, one credit each, paid to or by the acting
// account. The client's row lock serialises concurrent changes to the same expiry.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { clients } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { monthsLabel, record, refund, spend } from "../credits";
import { addMonths, dayOf, maxDay } from "../dates";
import type { Actor } from "../roles";
import { findClient } from "./view";

/** expiry = max(expiry, today) + months; a renewed trial becomes a paid subscription. */
export async function renewClient(tx: Db, actor: Actor, name: string, months: number, now: Date) {
  const client = await findClient(tx, actor, name, { lock: true });
  await spend(tx, actor, months);
  const expiry = addMonths(maxDay(client.expiry, dayOf(now)), months);
  await tx.update(clients).set({ expiry, trial: false, lastUpdated: now }).where(eq(clients.id, client.id));
  await record(tx, actor.id, { type: "RENEW", login: name, clientId: client.id, credits: months, expiry, description: monthsLabel(months), created: now });
  return { name, months, expiry };
}

/** How many whole months can come back before the expiry would fall before today. */
export function retrievableMonths(expiry: string, today: string): number {
  let months = 0;
  while (months < 12 && addMonths(expiry, -(months + 1)) >= today) months++;
  return months;
}

/**
 * Moves the expiry back by `months` and refunds one credit per month. Only months that are
 * still ahead can come back: refunding more than the remaining time would mint credits, so
 * such a request is refused (422) rather than clamped.
 */
export async function retrieveFromClient(tx: Db, actor: Actor, name: string, months: number, now: Date) {
  const client = await findClient(tx, actor, name, { lock: true });
  const available = retrievableMonths(client.expiry, dayOf(now));
  if (months > available) {
    throw new HttpError(422, available === 0 ? `${name} has no whole month left to retrieve` : `Only ${available} month(s) can be retrieved from ${name}`);
  }
  const expiry = addMonths(client.expiry, -months);
  await tx.update(clients).set({ expiry, lastUpdated: now }).where(eq(clients.id, client.id));
  await refund(tx, actor, months);
  await record(tx, actor.id, { type: "RETRIEVED", login: name, clientId: client.id, credits: months, expiry, description: monthsLabel(months), created: now });
  return { name, months, expiry };
}
