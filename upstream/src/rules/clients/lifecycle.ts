// Reset (forget the device) and delete (expired clients only).
import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { clients } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { dayOf, type Clock } from "../dates";
import { audit, change } from "../audit/record";
import type { Actor } from "../roles";
import { findClient } from "./view";

export const RESET_INTERVAL_MS = 10 * 60 * 1000;

/** Clears the device fields so another box can sign in; at most once per ten minutes. */
export async function resetClient(tx: Db, actor: Actor, name: string, clock: Clock) {
  const client = await findClient(tx, actor, name, { lock: true });
  const now = clock();
  if (client.lastResetAt && now.getTime() - client.lastResetAt.getTime() < RESET_INTERVAL_MS) {
    // Plain text: the panel shows this body as it is (clients spec §8).
    throw new HttpError(429, `${name} was reset less than 10 minutes ago. Please try again later.`, true);
  }
  await tx
    .update(clients)
    .set({ stbSn: null, stbType: null, version: null, online: false, lastActive: null, lastResetAt: now, lastUpdated: now })
    .where(eq(clients.id, client.id));
  await audit(tx, actor, now, { action: "client.reset", target: name, changes: [change("device", client.stbSn, null)] });
  return { name };
}

/** Only an expired client may be deleted; its ledger rows stay as history. */
export async function deleteClient(tx: Db, actor: Actor, name: string, clock: Clock) {
  const client = await findClient(tx, actor, name, { lock: true });
  if (client.expiry >= dayOf(clock())) throw new HttpError(409, `${name} is still active and cannot be deleted`);
  await tx.delete(clients).where(eq(clients.id, client.id));
  await audit(tx, actor, clock(), { action: "client.delete", target: name, changes: [change("expiry", client.expiry, null)] });
  return { name };
}
