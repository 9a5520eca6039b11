// MAC checks (GET /<prefix>/searchmac/{mac}) and the admin's delete by MAC (POST /admin/deletemac).
// MACs are unique across the business, so "available" must be the truth everywhere; what a
// caller learns about a MAC in use outside its subtree stops at "in use".
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/connect";
import { clients } from "../db/schema";
import { HttpError } from "../http/errors";
import { MAC_PATTERN } from "./clients/input";
import { record } from "./credits";
import type { Clock } from "./dates";
import { audit, change } from "./audit/record";
import type { Actor } from "./roles";
import { clientInScope } from "./subtree";

/** Six hex pairs with colons, any case; stored and compared upper-case, as the client calls store it. */
export const macAddress = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v) => MAC_PATTERN.test(v), "MAC address must be six hex pairs separated by colons");

export const deleteMacSchema = z.object({ mac: macAddress });

/**
 * The status word the panel shows for a client (lib/format.ts clientStatus, mirrored here
 * rather than imported): ACTIVE, or INACTIVE when switched off or expired (expiry before today).
 */
function displayedStatus(client: { status: boolean; expiry: string }, today: string): "ACTIVE" | "INACTIVE" {
  return client.status && client.expiry >= today ? "ACTIVE" : "INACTIVE";
}

export async function searchMac(db: Db, actor: Actor, mac: string, today: string) {
  const [client] = await db
    .select({
      name: clients.name,
      mac: clients.mac,
      expiry: clients.expiry,
      status: clients.status,
      inScope: sql<boolean>`${clientInScope(actor)}`.mapWith(Boolean),
    })
    .from(clients)
    .where(eq(clients.mac, mac));
  const visible = client?.inScope === true;
  const answer = { found: client !== undefined, subMessage: visible ? displayedStatus(client, today) : "" };
  if (actor.role !== "admin") return answer;
  // The admin sees every client, so its answer carries the client (nulls when the MAC is free).
  return { ...answer, name: client?.name ?? null, mac: client?.mac ?? null, expiry: client?.expiry ?? null };
}

/**
 * Deletes the client using `mac` whatever its status: the one way to free a MAC held by an
 * active client. The admin's ledger keeps a DELETED row (credits 0) as the trace.
 */
export async function deleteByMac(tx: Db, actor: Actor, mac: string, clock: Clock) {
  const [client] = await tx.select().from(clients).where(eq(clients.mac, mac)).for("update");
  if (!client) throw new HttpError(404, "No client uses this MAC address");
  await tx.delete(clients).where(eq(clients.id, client.id));
  await record(tx, actor.id, {
    type: "DELETED",
    login: client.name,
    clientId: client.id,
    credits: 0,
    expiry: client.expiry,
    description: `Deleted to free MAC ${mac}`,
    created: clock(),
  });
  await audit(tx, actor, clock(), {
    action: "client.delete_mac",
    target: client.name,
    changes: [change("mac", mac, null), change("expiry", client.expiry, null)],
  });
  return { name: client.name, mac };
}
