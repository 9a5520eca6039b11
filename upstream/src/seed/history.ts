// Demo history around the accounts: credit transfers down the hierarchy (both sides of each)
// and the panel message. (Tickets are in tickets.ts.)
import type { ledger } from "../db/schema";
import { addDays, dayOf } from "../rules/dates";
import type { AccountSpec } from "./accounts";
import type { Random } from "./random";

type LedgerRow = typeof ledger.$inferInsert;

export const DEMO_PANEL_MESSAGE = "Scheduled maintenance on Sunday between 3:00 and 4:00 AM EST. COD 4K users may notice short interruptions.";

/** Some minute of working hours on one of the last `maxDaysAgo` days. */
export function pastInstant(random: Random, now: Date, maxDaysAgo: number): Date {
  const day = addDays(dayOf(now), -random.int(1, maxDaysAgo));
  return new Date(`${day}T${String(random.int(9, 20)).padStart(2, "0")}:${String(random.int(0, 59)).padStart(2, "0")}:00Z`);
}

/** Each account received credits from its parent a few times; some were taken back. */
export function planTransfers(random: Random, plan: AccountSpec[], ids: Map<string, number>, now: Date): LedgerRow[] {
  const rows: LedgerRow[] = [];
  for (const account of plan) {
    if (!account.parent) continue;
    const parentId = ids.get(account.parent)!;
    const childId = ids.get(account.name)!;
    const amounts = account.role === "manager" ? [500, 1000, 2000, 2500] : account.role === "reseller" ? [100, 200, 300, 500] : [10, 20, 25, 50];
    for (let i = random.int(2, 5); i > 0; i--) {
      const credits = random.pick(amounts);
      const created = pastInstant(random, now, 300);
      const taken = random.chance(0.1);
      const description = taken ? "Correction" : random.pick(["Monthly top-up", "Prepaid", "Promo bonus", ""]);
      rows.push(
        { accountId: parentId, type: taken ? "REMOVE" : "ADD", login: account.name, credits, created, description },
        { accountId: childId, type: taken ? "REMOVED" : "RECEIVED", login: account.parent, credits, created, description },
      );
    }
  }
  return rows;
}
