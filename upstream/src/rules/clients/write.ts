// Creating and saving a client. Paid months cost the acting account one credit each; a new
// client with 0 months is a free two-day trial. Runs inside the request's transaction.
import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { accounts, clients } from "../../db/schema";
import { checkPackageChoice } from "../catalog";
import { monthsLabel, record, spend } from "../credits";
import { addDays, addMonths, dayOf, maxDay, type Clock } from "../dates";
import { audit, created, diff, secret } from "../audit/record";
import type { Actor } from "../roles";
import { ensureMacFree, ensureNameFree, macToStore, resolveDealer } from "./checks";
import type { AddClientInput, SaveClientInput } from "./input";
import { describeClient, findClient } from "./view";

export const TRIAL_DAYS = 2;

export async function addClient(tx: Db, actor: Actor, input: AddClientInput, clock: Clock) {
  const dealerId = await resolveDealer(tx, actor, input.dealer, input.reseller);
  const mac = macToStore(input.stb_mac, input.ministra);
  await ensureNameFree(tx, input.login);
  await ensureMacFree(tx, mac);
  const packages = await checkPackageChoice(tx, input.server, input.package_selection, input.packages);
  await spend(tx, actor, input.months);
  // Read after the balance's row lock, so the ledger lists concurrent writes in the order they happened.
  const now = clock();
  const trial = input.months === 0;
  const expiry = trial ? addDays(dayOf(now), TRIAL_DAYS) : addMonths(dayOf(now), input.months);

  const [row] = await tx
    .insert(clients)
    .values({
      name: input.login,
      password: input.password,
      description: input.desc,
      mac,
      ministra: input.ministra,
      expiry,
      phone: input.phone,
      server: input.server,
      packageSelection: input.package_selection,
      packages,
      dealerId,
      trial,
      created: now,
      lastUpdated: now,
    })
    .returning();
  await record(tx, actor.id, {
    type: "NEW CLIENT",
    login: row.name,
    clientId: row.id,
    credits: input.months,
    expiry,
    description: monthsLabel(input.months),
    created: now,
  });
  const changes = created({ dealer: await dealerName(tx, dealerId), mac, expiry, trial, months: input.months, server: input.server });
  await audit(tx, actor, now, { action: "client.add", target: row.name, changes: [...changes, secret("password")] });
  return describeClient(tx, row);
}

/** Applies the fields present in the body; absent ones keep their value. Months > 0 renew. */
export async function saveClient(tx: Db, actor: Actor, input: SaveClientInput, clock: Clock) {
  const current = await findClient(tx, actor, input.login, { lock: true });
  const ministra = input.ministra ?? current.ministra;
  const mac = macToStore(input.stb_mac ?? current.mac ?? "", ministra);
  await ensureMacFree(tx, mac, current.id);
  const server = input.server ?? current.server;
  const selection = input.package_selection ?? current.packageSelection;
  const packages = await checkPackageChoice(tx, server, selection, input.packages ?? current.packages);
  const dealerId = actor.role !== "dealer" && input.dealer ? await resolveDealer(tx, actor, input.dealer, input.reseller) : current.dealerId;

  let { expiry, trial } = current;
  if (input.months > 0) await spend(tx, actor, input.months);
  // Read after the client's and the balance's row locks (see addClient).
  const now = clock();
  if (input.months > 0) {
    expiry = addMonths(maxDay(expiry, dayOf(now)), input.months);
    trial = false;
  }
  const [row] = await tx
    .update(clients)
    .set({
      password: input.password,
      parentPass: input.parent_pass,
      altPlayer: input.alt_player,
      mac,
      ministra,
      description: input.desc,
      phone: input.phone,
      status: input.status,
      theme: input.theme,
      server,
      packageSelection: selection,
      packages,
      dealerId,
      expiry,
      trial,
      lastUpdated: now,
    })
    .where(eq(clients.id, current.id))
    .returning();
  if (input.months > 0) {
    const entry = { type: "RENEW", login: row.name, clientId: row.id, credits: input.months, expiry } as const;
    await record(tx, actor.id, { ...entry, description: monthsLabel(input.months), created: now });
  }
  const changes = diff({ ...current, dealer: await dealerName(tx, current.dealerId) }, { ...row, dealer: await dealerName(tx, row.dealerId) }, SAVED_FIELDS, [
    "password",
    "parentPass",
  ]);
  await audit(tx, actor, now, { action: "client.save", target: row.name, changes });
  return describeClient(tx, row);
}

/** The fields a save may change, in the order the audit log lists them (the two passwords by name only). */
const SAVED_FIELDS = [
  "dealer",
  "expiry",
  "trial",
  "password",
  "parentPass",
  "altPlayer",
  "mac",
  "ministra",
  "description",
  "phone",
  "status",
  "theme",
  "server",
  "packageSelection",
  "packages",
] as const satisfies (keyof typeof clients.$inferSelect | "dealer")[];

async function dealerName(tx: Db, id: number): Promise<string | null> {
  const [row] = await tx.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, id));
  return row?.name ?? null;
}
