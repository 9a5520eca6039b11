// Bulk renew (defined here): one request renews up to 1,000 clients by the same months, and
// answers per client. Each client's outcome is its own: one outside the subtree, deleted
// meanwhile or past the balance is refused and the others are renewed. The work is done set by
// set rather than client by client (one lock query, one balance change, one update, one insert
// each for the ledger and the audit log), because every refusal is known once the rows are
// locked: the clients that exist are locked, and the balance covers the first N of them in the
// order asked. The request's transaction also holds the Idempotency-Key record, so a replay
// answers the first result and charges nothing more.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/connect";
import { accounts, clients, ledger } from "../../db/schema";
import { auditEach } from "../audit/record";
import { monthsLabel, spend } from "../credits";
import { addMonths, dayOf, maxDay, type Clock } from "../dates";
import type { Actor } from "../roles";
import { clientInScope } from "../subtree";
import { renewChanges } from "./billing";
import { clientName, whole } from "./input";

export const MAX_BULK_RENEW = 1000;

export const bulkRenewSchema = z.object({
  names: z
    .array(clientName)
    .min(1, "Select at least one client")
    .max(MAX_BULK_RENEW, `At most ${MAX_BULK_RENEW} clients per renewal`)
    .refine((names) => new Set(names).size === names.length, "Each client may be listed only once"),
  months: whole(1, 12),
});

export type RenewOutcome =
  { name: string; renewed: true; expiry: string } | { name: string; renewed: false; reason: "not_found" | "no_credits"; message: string };

type Locked = { id: number; name: string; expiry: string; trial: boolean };

/** The named clients in the actor's subtree, locked; in id order, so two batches never deadlock. */
async function lockClients(tx: Db, actor: Actor, names: string[]): Promise<Map<string, Locked>> {
  const rows = await tx
    .select({ id: clients.id, name: clients.name, expiry: clients.expiry, trial: clients.trial })
    .from(clients)
    .where(and(inArray(clients.name, names), clientInScope(actor)))
    .orderBy(asc(clients.id))
    .for("update");
  return new Map(rows.map((row) => [row.name, row]));
}

/**
 * How many of `wanted` renewals of `months` the actor's balance covers (the admin's is unlimited).
 * The row is already locked by the request's transaction (lockOwnAccount in http/mutation.ts), so
 * the balance cannot change before spend(); the same NO KEY UPDATE lock is asked for again only so
 * that this rule stays exact on its own. FOR UPDATE here was the bulk-renew deadlock: it conflicts
 * with the key-share lock that every concurrent request's Idempotency-Key insert holds on this row.
 */
async function affordable(tx: Db, actor: Actor, wanted: number, months: number): Promise<number> {
  if (actor.role === "admin") return wanted;
  const [row] = await tx.select({ credits: accounts.credits }).from(accounts).where(eq(accounts.id, actor.id)).for("no key update");
  return Math.min(wanted, Math.floor((row?.credits ?? 0) / months));
}

export async function bulkRenew(tx: Db, actor: Actor, names: string[], months: number, clock: Clock) {
  const locked = await lockClients(tx, actor, names);
  const found = names.filter((name) => locked.has(name));
  const covered = new Set(found.slice(0, await affordable(tx, actor, found.length, months)));
  const now = clock();
  const today = dayOf(now);

  const renewals = [...covered].map((name) => {
    const client = locked.get(name)!;
    return { client, expiry: addMonths(maxDay(client.expiry, today), months) };
  });
  if (renewals.length > 0) await renewAll(tx, actor, renewals, months, now);

  const expiryOf = new Map(renewals.map((r) => [r.client.name, r.expiry]));
  const results: RenewOutcome[] = names.map((name) => {
    if (!locked.has(name)) return { name, renewed: false, reason: "not_found", message: `Client ${name} not found` };
    if (!covered.has(name)) return { name, renewed: false, reason: "no_credits", message: "Not enough credits" };
    return { name, renewed: true, expiry: expiryOf.get(name)! };
  });
  const renewed = renewals.length;
  return { months, renewed, refused: results.length - renewed, credits: actor.role === "admin" ? 0 : renewed * months, results };
}

/** The same rows a single renew writes (billing.ts renewClient), for every client at once. */
async function renewAll(tx: Db, actor: Actor, renewals: { client: Locked; expiry: string }[], months: number, now: Date) {
  await spend(tx, actor, renewals.length * months);
  const newExpiry = sql.join(
    renewals.map(({ client, expiry }) => sql`when ${client.id} then ${expiry}::date`),
    sql` `,
  );
  await tx
    .update(clients)
    .set({ expiry: sql`case ${clients.id} ${newExpiry} end`, trial: false, lastUpdated: now })
    .where(
      inArray(
        clients.id,
        renewals.map(({ client }) => client.id),
      ),
    );
  await tx.insert(ledger).values(
    renewals.map(({ client, expiry }) => ({
      accountId: actor.id,
      type: "RENEW" as const,
      login: client.name,
      clientId: client.id,
      credits: months,
      expiry,
      description: monthsLabel(months),
      created: now,
    })),
  );
  await auditEach(
    tx,
    actor,
    now,
    renewals.map(({ client, expiry }) => ({ action: "client.renew", target: client.name, changes: renewChanges(client, expiry, months) })),
  );
}
