import "server-only";
import { EXPIRING_WEEK_DAYS, expiresWithin } from "@/lib/list/expiring-window";
import { todayIso } from "@/lib/format";
import { pageLocally, type LocalListRules } from "@/lib/list/local-page";
import type { ListPage, QueryOf } from "@/lib/list/query";
import { CLIENT_RULES, EXPIRING_LIST, expiryDay } from "@/lib/resources/clients";
import type { ClientRow } from "@/lib/schemas/client-list";
import type { ExpiringRow } from "@/lib/schemas/renewals";
import type { Caller } from "@/lib/upstream/caller";
import type { Calls } from "@/lib/upstream/send";
import { allClients } from "./client-list";

// The expiry worklist on a spec backend, computed by the BFF from the caller's client list with
// the reference upstream's windows (upstream/README.md, Expiring): paid clients whose expiry is
// from today to today + 6, trials whose expiry is today. The spec's client records do not tell
// a trial apart, so on such a backend every expiring client counts as paid unless its record
// carries `trial: true`.

/**
 * The worklist's rules over the client rows themselves, not copies with `trial` filled in: its
 * selection is then kept with the whole list (lib/list/local-page.ts, per day), so its next pages
 * and the dashboard's card do not go through 50,000 clients again.
 */
function rules(today: string): LocalListRules<ClientRow, typeof EXPIRING_LIST> {
  return {
    tabs: {
      week: (row) => !row.trial && expiresWithin(expiryDay(row), today, EXPIRING_WEEK_DAYS),
      trials: (row) => row.trial === true && expiryDay(row) === today,
    },
    searchText: CLIENT_RULES.searchText,
    compare: EXPIRING_LIST.compare,
    keepOrdersAs: `expiring ${today}`,
  };
}

export async function listExpiring(calls: Calls, caller: Caller, query: QueryOf<typeof EXPIRING_LIST>): Promise<ListPage<ExpiringRow>> {
  const page = pageLocally(await allClients(calls, caller), query, rules(todayIso()));
  // pageLocally counts "all" too; the worklist has only its two groups.
  const { week, trials } = page.counts;
  return { ...page, rows: page.rows.map((row): ExpiringRow => ({ ...row, trial: row.trial ?? false })), counts: { week, trials } };
}
