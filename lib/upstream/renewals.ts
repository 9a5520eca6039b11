import "server-only";
import { collectMatching } from "@/lib/list/collect";
import { defaultQuery, type ListPage, type QueryOf, type TabOf } from "@/lib/list/query";
import { CLIENT_LIST, EXPIRING_LIST } from "@/lib/lists";
import { MAX_BULK_RENEW, type ExpiringRow, type RenewTarget } from "@/lib/schemas/renewals";
import { currentBackend } from "@/lib/backends";
import type { Caller } from "./call";
import { listClients } from "./clients";

/** One page of the expiry worklist: the backend's own, or computed by its adapter from the client list. */
export async function listExpiring(caller: Caller, query: QueryOf<typeof EXPIRING_LIST>): Promise<ListPage<ExpiringRow>> {
  return (await currentBackend()).listExpiring(caller, query);
}

/** Both groups' counts, for the dashboard card. */
export async function expiringCounts(caller: Caller) {
  return (await listExpiring(caller, { ...defaultQuery(EXPIRING_LIST), size: 1 })).counts as { week: number; trials: number };
}

/**
 * The names a bulk renew goes to: those chosen, or every client matching the list's tab and
 * search, collected here from that list itself. null when more than one batch holds match.
 */
export async function renewNames(caller: Caller, target: RenewTarget): Promise<string[] | null> {
  if (target.kind === "names") return target.names;
  const rows =
    target.list === "expiring"
      ? await collectMatching(
          (q: QueryOf<typeof EXPIRING_LIST>) => listExpiring(caller, q),
          { ...defaultQuery(EXPIRING_LIST), tab: target.tab as TabOf<typeof EXPIRING_LIST>, q: target.q },
          { cap: MAX_BULK_RENEW },
        )
      : await collectMatching(
          (q: QueryOf<typeof CLIENT_LIST>) => listClients(caller, q),
          { ...defaultQuery(CLIENT_LIST), tab: target.tab as TabOf<typeof CLIENT_LIST>, q: target.q },
          { cap: MAX_BULK_RENEW },
        );
  return rows && [...new Set(rows.map((row) => row.name))];
}
