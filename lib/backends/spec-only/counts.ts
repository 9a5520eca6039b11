import "server-only";
import { pageLocally } from "@/lib/list/local-page";
import { defaultQuery } from "@/lib/list/query";
import { offers, operationPath, type BackendOffer, type Operation } from "@/lib/operations";
import { DEALER_LIST, DEALER_RULES } from "@/lib/resources/dealers";
import { RESELLER_LIST, RESELLER_RULES } from "@/lib/resources/resellers";
import { SUPER_RESELLER_LIST, SUPER_RESELLER_RULES } from "@/lib/resources/super-resellers";
import { countSchema } from "@/lib/schemas/tolerant";
import { dealerRowsOn, resellerRowsOn, superResellerRowsOn } from "@/lib/upstream/account-rows";
import type { Caller } from "@/lib/upstream/caller";
import type { Calls } from "@/lib/upstream/send";
import { clientCount } from "./client-list";

// The dashboard's counts on a spec backend: by the count's own call where the spec (or the
// operator's mapping) has one; else counted from a list the backend offers, since the spec gives
// some roles no such call (the dealer no totalclients, the reseller no totaldealers, the manager
// no totalresellers).

const ALL_ROWS = { page: 1, size: 1 };

const COUNTED_FROM_LIST: Partial<Record<Operation, { list: Operation; count: (calls: Calls, caller: Caller) => Promise<number> }>> = {
  "totals.clients": { list: "clients.list", count: clientCount },
  "totals.dealers": {
    list: "dealers.list",
    count: async (calls, caller) => pageLocally(await dealerRowsOn(calls, caller), { ...defaultQuery(DEALER_LIST), ...ALL_ROWS }, DEALER_RULES).total,
  },
  "totals.resellers": {
    list: "resellers.list",
    count: async (calls, caller) => pageLocally(await resellerRowsOn(calls, caller), { ...defaultQuery(RESELLER_LIST), ...ALL_ROWS }, RESELLER_RULES).total,
  },
  "totals.superResellers": {
    list: "superResellers.list",
    count: async (calls, caller) =>
      pageLocally(await superResellerRowsOn(calls, caller), { ...defaultQuery(SUPER_RESELLER_LIST), ...ALL_ROWS }, SUPER_RESELLER_RULES).total,
  },
};

/** One count: its own call, else a count of a list the backend offers, else null (nothing is asked). */
export function count(paths: BackendOffer, calls: Calls, caller: Caller, operation: Operation): Promise<number> | null {
  if (operationPath(paths, caller.role, operation) !== undefined) return calls.get(countSchema, caller, operation);
  const fallback = COUNTED_FROM_LIST[operation];
  return fallback && offers(paths, caller.role, fallback.list) ? fallback.count(calls, caller) : null;
}
