// seedDemo(): fills an empty database with the demo hierarchy, clients, history, tickets and the
// panel message, in one transaction. Deterministic for a given client count; dates follow today.
import { eq, notInArray } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/connect";
import { clients, ledger, packages, panelMessage, presets, ticketDetails, tickets } from "../db/schema";
import { dayOf } from "../rules/dates";
import { insertAccounts, planAccounts } from "./accounts";
import { planClients, type Catalog } from "./clients";
import { DEMO_PANEL_MESSAGE, planTickets, planTransfers } from "./history";
import { createRandom } from "./random";

export const DEFAULT_CLIENT_COUNT = 320;
const DEMO_DEALER_CLIENTS = 40;
const SEED = 20_240_611;
// Rows per INSERT: ~25 columns x 1000 stays well under PostgreSQL's 65535 parameters.
const BATCH = 1000;

export interface SeedOptions {
  now: Date;
  clients?: number;
}

async function insertBatched<T extends PgTable>(tx: Db, table: T, rows: T["$inferInsert"][]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await tx.insert(table).values(rows.slice(i, i + BATCH));
}

async function loadCatalog(tx: Db): Promise<Catalog> {
  const named = await tx.select({ server: presets.server, id: presets.id }).from(presets).where(notInArray(presets.id, [3, 7, 8]));
  const all = await tx.select({ server: packages.server, id: packages.id }).from(packages).orderBy(packages.id);
  const byServer = (rows: { server: number; id: number }[]) => {
    const map = new Map<number, number[]>();
    for (const { server, id } of rows) map.set(server, [...(map.get(server) ?? []), id]);
    return map;
  };
  return { languagePresets: byServer(named), packageIds: byServer(all) };
}

export async function seedDemo(db: Db, { now, clients: count = DEFAULT_CLIENT_COUNT }: SeedOptions): Promise<void> {
  const random = createRandom(SEED);
  await db.transaction(async (tx) => {
    const plan = planAccounts(random, count);
    const ids = await insertAccounts(tx, plan, random, dayOf(now));
    const dealerIds = plan.filter((a) => a.role === "dealer").map((a) => ids.get(a.name)!);
    const planned = planClients(random, {
      count,
      dealerIds,
      demoDealerId: ids.get("dealer")!,
      demoQuota: Math.min(DEMO_DEALER_CLIENTS, count),
      catalog: await loadCatalog(tx),
      now,
    });

    // Clients first (for their ids), then each client's purchases on its dealer's ledger.
    const history: (typeof ledger.$inferInsert)[] = [];
    for (let i = 0; i < planned.length; i += BATCH) {
      const batch = planned.slice(i, i + BATCH);
      const inserted = await tx.insert(clients).values(batch.map((p) => p.row)).returning({ id: clients.id, name: clients.name });
      const idOf = new Map(inserted.map((r) => [r.name, r.id]));
      for (const { row, history: rows } of batch) {
        for (const entry of rows) history.push({ ...entry, accountId: row.dealerId, login: row.name, clientId: idOf.get(row.name) });
      }
    }
    await insertBatched(tx, ledger, [...history, ...planTransfers(random, plan, ids, now)]);

    for (const { ticket, details } of planTickets(random, ids, now)) {
      const [{ id }] = await tx.insert(tickets).values(ticket).returning({ id: tickets.id });
      await tx.insert(ticketDetails).values(details.map((d) => ({ ...d, ticketId: id })));
    }
    await tx.update(panelMessage).set({ message: DEMO_PANEL_MESSAGE, modified: now }).where(eq(panelMessage.id, 1));
  });
}
