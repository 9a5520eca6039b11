import "server-only";
import { offers, operationPath, type BackendOffer, type Operation } from "@/lib/operations";
import { ACCOUNT_OPERATIONS } from "@/lib/resources/accounts";
import type { AccountKind } from "@/lib/schemas/accounts";
import { countSchema } from "@/lib/schemas/tolerant";
import { accountRowsOn } from "@/lib/upstream/account-rows";
import type { Caller } from "@/lib/upstream/caller";
import type { Calls } from "@/lib/upstream/send";
import { clientCount } from "./client-list";

// The dashboard's counts on a spec backend: by the count's own call where the spec (or the
// operator's mapping) has one; else counted from a list the backend offers, since the spec gives
// some roles no such call (the dealer no totalclients, the reseller no totaldealers, the manager
// no totalresellers).

/** A count of a kind's accounts: the accounts its list answers, each once (lib/upstream/account-rows.ts). */
function countedAccounts(kind: AccountKind) {
  return {
    list: ACCOUNT_OPERATIONS[kind].list,
    count: async (calls: Calls, caller: Caller) => (await accountRowsOn(kind, calls, caller)).length,
  };
}

const COUNTED_FROM_LIST: Partial<Record<Operation, { list: Operation; count: (calls: Calls, caller: Caller) => Promise<number> }>> = {
  "totals.clients": { list: "clients.list", count: clientCount },
  "totals.dealers": countedAccounts("dealer"),
  "totals.resellers": countedAccounts("reseller"),
  "totals.superResellers": countedAccounts("manager"),
};

/** One count: its own call, else a count of a list the backend offers, else null (nothing is asked). */
export function count(paths: BackendOffer, calls: Calls, caller: Caller, operation: Operation): Promise<number> | null {
  if (operationPath(paths, caller.role, operation) !== undefined) return calls.get(countSchema, caller, operation);
  const fallback = COUNTED_FROM_LIST[operation];
  return fallback && offers(paths, caller.role, fallback.list) ? fallback.count(calls, caller) : null;
}
