// seedDemo(): fills an empty database with the demo hierarchy, clients, history, tickets and the
// panel message, in one transaction. Deterministic for a given client count; dates follow today.
import { eq, notInArray, sql } from "drizzle-orm";
import type { Db } from "../db/connect";
import { clients, ledger, packages, panelMessage, presets, ticketDetails, tickets } from "../db/schema";
import { dayOf } from "../rules/dates";
import { insertAccounts, planAccounts } from "./accounts";
import { bulkInsert } from "./bulk-insert";
import { planClients, type Catalog } from "./clients";
import { DEMO_PANEL_MESSAGE, planTransfers } from "./history";
import { createRandom } from "./random";
import { planTickets } from "./tickets";

export const DEFAULT_CLIENT_COUNT = 320;
const DEMO_DEALER_CLIENTS = 40;
const SEED = 20_240_611;

export interface SeedOptions {
  now: Date;
  clients?: number;
  /** How many of the clients are the demo dealer's: 40 unless said (the bench's big account takes them all). */
  dealerClients?: number;
}

async function loadCatalog(tx: Db): Promise<Catalog> {
  const named = await tx
    .select({ server: presets.server, id: presets.id })
    .from(presets)
    .where(notInArray(presets.id, [3, 7, 8]));
  const all = await tx.select({ server: packages.server, id: packages.id }).from(packages).orderBy(packages.id);
  const byServer = (rows: { server: number; id: number }[]) => {
    const map = new Map<number, number[]>();
    for (const { server, id } of rows) map.set(server, [...(map.get(server) ?? []), id]);
    return map;
  };
  return { languagePresets: byServer(named), packageIds: byServer(all) };
}

export async function seedDemo(db: Db, { now, clients: count = DEFAULT_CLIENT_COUNT, dealerClients = DEMO_DEALER_CLIENTS }: SeedOptions): Promise<void> {
  const random = createRandom(SEED);
  await db.transaction(async (tx) => {
    const plan = planAccounts(random, count);
    const ids = await insertAccounts(tx, plan, random, dayOf(now));
    const dealerIds = plan.filter((a) => a.role === "dealer").map((a) => ids.get(a.name)!);
    const planned = planClients(random, {
      count,
      dealerIds,
      demoDealerId: ids.get("dealer")!,
      demoQuota: Math.min(dealerClients, count),
      catalog: await loadCatalog(tx),
      now,
    });

    // Clients first (for their ids), then each client's purchases on its dealer's ledger.
    const inserted = await bulkInsert(
      tx,
      clients,
      planned.map((p) => p.row),
      sql`id, name`,
    );
    const idOf = new Map(inserted.map((r) => [r.name as string, r.id as number]));
    const history = planned.flatMap(({ row, history: rows }) =>
      rows.map((entry) => ({ ...entry, accountId: row.dealerId, login: row.name, clientId: idOf.get(row.name) })),
    );
    await bulkInsert(tx, ledger, [...history, ...planTransfers(random, plan, ids, now)]);

    for (const { ticket, details } of planTickets(random, ids, now)) {
      const [{ id }] = await tx.insert(tickets).values(ticket).returning({ id: tickets.id });
      await tx.insert(ticketDetails).values(details.map((d) => ({ ...d, ticketId: id })));
    }
    await tx.update(panelMessage).set({ message: DEMO_PANEL_MESSAGE, modified: now }).where(eq(panelMessage.id, 1));
  });
}
